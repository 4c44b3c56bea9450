-- scripts/first_bull_run.lua: First Bull Run (First Manassas), the afternoon fight for Henry House
-- Hill, 21 July 1861, at regiment scale for the igor rules ("I'm a Good Old Rebel").
--
-- SCALE. igor: 15" = 500 yards, turns of ~15 minutes. The 96" x 48" table is ~3200 x 1600 yards.
-- Turn 1 begins at 12:30, when Johnston and Beauregard reached Henry Hill and the Union paused
-- to re-form after the Matthews Hill fight; turn 16 ends at 16:30, when Early's and Elzey's
-- attack on Chinn Ridge broke the Union right and the retreat began. Turn n starts at
-- 12:30 + 15 * (n - 1) minutes.
--
-- ORIENTATION. North (the Union approach from Sudley Springs and Matthews Hill) is the USA edge,
-- y = 0; south (Manassas Junction) is the CSA edge, y = 48. The map is turned half round, not
-- mirrored, so seen from the USA edge west is on the right: x grows westward. x = 0 is the east
-- edge (toward the Stone Bridge and Bull Run), x = 96 the west edge (beyond Chinn Ridge).
-- Facing is a compass bearing on the table: 0 = up the table (+y, what the Union attacks
-- toward), 180 = down the table (the Confederates facing north).
--
-- SOURCES for the choices below (from standard published accounts; no single source is
-- authoritative on 1861 arms and numbers):
--   * Orders of battle: Official Records (O.R.) Ser. I, Vol. 2, the returns and reports of
--     McDowell, Johnston and Beauregard; the NPS Manassas NBP order of battle; J. Hennessy,
--     "The First Battle of Manassas: An End to Innocence" (1989); W. C. Davis, "Battle at Bull
--     Run" (1977); E. Detzer, "Donnybrook" (2004).
--   * Positions: the NPS Henry Hill battlefield maps and Hennessy's troop-movement maps.
--   * Quality: igor rates a unit raw, seasoned or veteran. In July 1861 nearly every regiment
--     on both sides was raw (90-day militia or weeks-old volunteers). Seasoned: units with
--     pre-war militia drill of some standing (69th New York, 14th Brooklyn, the Washington
--     Artillery) or a prior skirmish (5th Virginia at Falling Waters, Stuart's 1st Virginia
--     Cavalry, which screened Patterson for a month); veteran: the U.S. Regulars (Sykes'
--     battalion) and the regular batteries (Griffin's, Ricketts').
--   * Weapons: regimental arms in 1861 are poorly recorded. Where an account names them (e.g.
--     the 11th Mississippi's M1841 "Mississippi" rifles, Hampton's Legion's imported Enfields,
--     the Fire Zouaves' rifle-muskets, the regulars' M1855s) they are used; the rest follow
--     igor's 1861 arming table (Union about 60%, Confederates about 70% smoothbore).
--   * Batteries: Ricketts' (I/1st US, six 10-pdr Parrotts) and Griffin's (D/5th US, Parrotts and
--     howitzers) rifled; Reynolds' 2nd Rhode Island (James rifles) rifled; the Confederate
--     batteries on the hill were mostly 6-pdr smoothbores and howitzers.
--   * Stands: igor regiments have 2 bases. Battalions and companies (11th Mississippi's two
--     companies, the 49th Virginia's three, Wheat's battalion, the Marine battalion) and the
--     units wrecked on Matthews Hill in the morning (8th Georgia, 2nd Rhode Island) have 1.
--   * Strength, for losses in men: McDowell's and Johnston's regiments were near full strength,
--     some 650-700 men, so a regiment's 2 stands are taken as about 330 men each on both sides
--     (`men_per_stand`); a battery's stands 25 men each, the default.
--   * Losses for `history`, in men: Union 2,708 (481 killed, 1,011 wounded, 1,216 missing),
--     Confederate 1,982 (387 killed, 1,582 wounded, 13 missing): T. L. Livermore, "Numbers and
--     Losses in the Civil War in America" (1900), from the O.R. returns. Nearly every brigade
--     that lost men that day is on this table, but the returns do not part the Matthews Hill
--     fight of the morning (before turn 1) from the afternoon's, so these are high for it by the
--     morning's share.

local events = require "events.first_bull_run"

-- Objective values, kept in one place so the victory function counts what the table shows.
local OBJECTIVES = {
  henry_house    = { at = {50, 30}, radius = 4, points = 3 },  -- Mrs Judith Henry's house, the hill's crown
  chinn_ridge    = { at = {78, 30}, radius = 4, points = 2 },  -- the Chinn house on Chinn Ridge, the Union right
  robinson_house = { at = {32, 25}, radius = 3, points = 1 },  -- James Robinson's house, the hill's NE shoulder
  stone_house    = { at = {55, 15}, radius = 3, points = 1 },  -- the Stone House, the turnpike / Sudley road crossing
}
local OBJECTIVE_ORDER = { "henry_house", "chinn_ridge", "robinson_house", "stone_house" }

-- An army is broken when it has lost 60% of its regimental (infantry and cavalry) stands,
-- reinforcements included; guns lost add to the losses but not to the base.
local REGIMENTAL_STANDS = { USA = 54, CSA = 46 }
local BREAK_AT = {
  USA = math.ceil(REGIMENTAL_STANDS.USA * 0.6),  -- 33
  CSA = math.ceil(REGIMENTAL_STANDS.CSA * 0.6),  -- 28
}

return battle "First Bull Run: Henry House Hill" {
  date = "1861-07-21", theatre = "eastern", rules = "igor", turns = 16,
  -- The Union had the initiative all afternoon: it attacked, the Confederates answered.
  first = "USA", sides = { "USA", "CSA" },
  table = { width = 96, depth = 48 },
  men_per_stand = 330,

  terrain = {
    -- Hills. Henry House Hill is a broad plateau; the Confederate line stood on its south-east
    -- rim, behind the crest, with the pines at its back. Chinn Ridge runs north-south ~800 yards
    -- west of the Henry house. Buck Hill stands behind the Stone House, Dogan Ridge (the Union
    -- gun line before 14:00) west of the Sudley road, and the south slope of Matthews Hill
    -- just reaches the north edge.
    hill "Henry House Hill" { {30,25}, {34,22}, {48,20}, {56,21}, {58,30}, {56,38}, {46,40}, {34,38}, {28,31}, height = 1 },
    hill "Chinn Ridge"      { {70,18}, {78,18}, {84,30}, {86,42}, {78,42}, {74,30}, height = 1 },
    hill "Buck Hill"        { {44,3}, {52,3}, {52,9}, {44,9}, height = 1 },
    hill "Dogan Ridge"      { {60,0}, {80,0}, {80,7}, {60,7}, height = 1 },
    hill "Matthews Hill"    { {26,0}, {42,0}, {40,4}, {28,4}, height = 1 },

    -- Woods. The pines on the south-east edge of the plateau sheltered Jackson's brigade; the
    -- woods west of the Sudley road hid the 33rd Virginia and Stuart's troopers; scattered
    -- timber lined Young's Branch east of the Robinson house.
    woods "Henry Hill pines"      { cover = "light", {22,44}, {30,40}, {48,41}, {52,46}, {28,46} },
    woods "Sudley road woods"     { cover = "light", {58,30}, {68,28}, {70,40}, {60,42} },
    woods "Young's Branch timber" { cover = "light", {2,18}, {14,18}, {14,26}, {2,26} },

    -- Roads. The Warrenton Turnpike crosses the field west-south-west from the Stone Bridge;
    -- the Manassas-Sudley road crosses it north-south at the Stone House and passes just west
    -- of the Henry house. Both sides' reinforcements came by the Sudley road.
    road "Warrenton Turnpike" { {0,9}, {18,11}, {36,13}, {55,15}, {75,16.5}, {96,18} },
    road "Sudley Road"        { {57,0}, {56,8}, {55,15}, {54,22}, {53,30}, {54,38}, {56,48} },

    -- Streams. Young's Branch runs east just south of the turnpike, under the north face of
    -- Henry Hill, to Bull Run; Bull Run itself only clips the south-east corner, by Lewis Ford
    -- and Portici (the Lewis house, Johnston's headquarters).
    stream "Young's Branch" { {96,21}, {78,20}, {62,18.5}, {56,17.5}, {44,17}, {30,15.5}, {18,14}, {8,12}, {0,11} },
    stream "Bull Run"       { {0,27}, {3,34}, {5,40}, {4,48} },
    ford   "Lewis Ford"     { {1,40}, {9,40} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    -- O.R. I/2, organization of McDowell's army, with the units engaged on the afternoon of
    -- the 21st. Schenck's and Richardson's brigades (Tyler), Miles' division and the 4th
    -- Pennsylvania (which marched home that morning, its term up) are not on this table.
    USA = army "Army of Northeastern Virginia" {
      -- McDowell: a staff officer who had never commanded troops in the field.
      commander = general "McDowell" { quality = "raw", at = {74,5} },

      division "Tyler's" { commander = general "Tyler" { quality = "raw" },  -- Connecticut militia general, West Point long ago
        -- Keyes' brigade crossed at Farm Ford and attacked the Robinson house along Young's
        -- Branch about 14:00, then drifted east. (O.R. I/2, reports.)
        brigade "Keyes'" { commander = general "Keyes" { quality = "seasoned" }, order = "advance", objective = "robinson_house",
                           at = {13,9}, facing = 0, formation = "column",
          infantry "1st Connecticut" { quality = "raw", weapon = "rifled" },
          infantry "2nd Connecticut" { quality = "raw", weapon = "smoothbore" },
          infantry "3rd Connecticut" { quality = "raw", weapon = "smoothbore" },
          infantry "2nd Maine"       { quality = "raw", weapon = "smoothbore" },
        },
        -- Sherman's brigade went up Henry Hill one regiment at a time about 15:00: the
        -- 2nd Wisconsin (in grey, and fired on by friends), the 79th and 69th New York.
        -- Ayres' battery stayed east of Bull Run. (O.R. I/2, reports.)
        brigade "Sherman's" { commander = general "Sherman" { quality = "seasoned" }, order = "hold", objective = "stone_house",
                              at = {33,11}, facing = 0, formation = "column",
          infantry "13th New York"  { quality = "raw", weapon = "smoothbore" },
          infantry "69th New York"  { quality = "seasoned", weapon = "smoothbore" },  -- Irish militia of long standing
          infantry "79th New York"  { quality = "raw", weapon = "rifled" },           -- Highlanders
          infantry "2nd Wisconsin"  { quality = "raw", weapon = "smoothbore" },
        },
      },

      -- Hunter fell wounded on Matthews Hill before noon; Porter took over and directed the
      -- division for the rest of the day while still leading his own brigade. The division is
      -- therefore given no commander of its own: its brigades answer to McDowell.
      division "Hunter's" {
        brigade "Porter's" { commander = general "Porter" { quality = "seasoned" }, order = "advance", objective = "henry_house",
                             at = {51,13}, facing = 0, formation = "column",
          infantry "8th New York Militia" { quality = "raw", weapon = "smoothbore" },
          infantry "14th Brooklyn"        { quality = "seasoned", weapon = "smoothbore" },  -- pre-war militia, the "red-legged devils"
          infantry "27th New York"        { quality = "raw", weapon = "smoothbore" },
          -- Sykes' battalion: companies of the 2nd, 3rd and 8th U.S. Infantry, the one body of
          -- regular foot on the field.
          infantry "Sykes' Regulars"      { quality = "veteran", weapon = "rifled", at = {45,5.5}, facing = 0, formation = "column" },
          -- Reynolds' Marine battalion: some 350 recruits, most weeks in the Corps.
          infantry "U.S. Marines"         { quality = "raw", weapon = "smoothbore", stands = 1, at = {51,5.5}, facing = 0, formation = "column" },
          -- Palmer's seven companies of the 1st and 2nd U.S. Cavalry.
          cavalry  "Palmer's U.S. Cavalry" { quality = "seasoned", weapon = "carbine", at = {88,5}, facing = 0, formation = "column" },
          -- Griffin's West Point battery (D, 5th U.S.), overrun by the 33rd Virginia ~15:00.
          battery  "Griffin's" { guns = "rifled", quality = "veteran", at = {62,5}, facing = 0 },
        },
        -- Burnside's brigade opened the battle on Matthews Hill and fell back to rest in the
        -- woods there, off this table; it comes on only late and in part (the 71st New York and
        -- 2nd New Hampshire went forward in the last hour). (O.R. I/2, reports.)
        brigade "Burnside's" { commander = general "Burnside" { quality = "raw" }, order = "hold", objective = "stone_house",
                               facing = 0, formation = "column",
          infantry "1st Rhode Island"   { quality = "raw", weapon = "rifled" },
          infantry "2nd Rhode Island"   { quality = "raw", weapon = "rifled", stands = 1 },  -- lost Col. Slocum and many men in the morning
          infantry "71st New York"      { quality = "raw", weapon = "smoothbore" },
          infantry "2nd New Hampshire"  { quality = "raw", weapon = "smoothbore" },
        },
        -- Reynolds' 2nd Rhode Island battery (six James rifles) kept firing from
        -- Matthews Hill when its brigade withdrew; here it sits under the division.
        battery "2nd Rhode Island Battery" { guns = "rifled", quality = "raw", at = {38,5}, facing = 0 },
      },

      -- Heintzelman's division came down the Sudley road ~13:00 and fought on the west and
      -- south-west faces of Henry Hill. Heintzelman: regular, Mexican War; wounded that day.
      division "Heintzelman's" { commander = general "Heintzelman" { quality = "seasoned" },
        -- Franklin's brigade (the 4th Pennsylvania had gone home); Ricketts' battery belonged
        -- to it. (O.R. I/2, reports.)
        brigade "Franklin's" { commander = general "Franklin" { quality = "seasoned" }, order = "advance", objective = "henry_house",
                               at = {66,13}, facing = 0, formation = "column",
          infantry "5th Massachusetts"  { quality = "raw", weapon = "smoothbore" },
          infantry "11th Massachusetts" { quality = "raw", weapon = "rifled" },
          infantry "1st Minnesota"      { quality = "raw", weapon = "smoothbore" },
          -- Ricketts' (I, 1st U.S.): six 10-pdr Parrotts, sent onto Henry Hill ~14:00 and
          -- wrecked there; Ricketts wounded and taken.
          battery "Ricketts'" { guns = "rifled", quality = "veteran", at = {69,5}, facing = 0 },
        },
        -- Willcox's brigade: the Fire Zouaves went up with the guns as their support and were
        -- charged by Stuart; the 4th Michigan was not engaged. (O.R. I/2, reports.)
        brigade "Willcox's" { commander = general "Willcox" { quality = "raw" }, order = "hold", objective = "stone_house",
                              at = {82,13}, facing = 0, formation = "column",
          infantry "11th New York Fire Zouaves" { quality = "raw", weapon = "rifled" },
          infantry "38th New York"              { quality = "raw", weapon = "smoothbore" },
          infantry "1st Michigan"               { quality = "raw", weapon = "smoothbore" },
        },
        -- Howard's brigade, the division's rear, ran the last miles in the heat and reached
        -- Chinn Ridge ~15:30, just before Elzey and Early struck it. (O.R. I/2, reports.)
        brigade "Howard's" { commander = general "Howard" { quality = "raw" }, order = "attack", objective = "chinn_ridge",
                             facing = 0, formation = "column",
          infantry "3rd Maine"   { quality = "raw", weapon = "smoothbore" },
          infantry "4th Maine"   { quality = "raw", weapon = "smoothbore" },
          infantry "5th Maine"   { quality = "raw", weapon = "smoothbore" },
          infantry "2nd Vermont" { quality = "raw", weapon = "smoothbore" },
        },
      },
    },

    -- ===================================================================== CSA
    -- O.R. I/2, organization of Beauregard's Army of the Potomac and Johnston's Army of the
    -- Shenandoah, and the reports of Johnston and Beauregard. Johnston, the senior, left the fighting on the hill to Beauregard
    -- ~12:30 and rode to Portici to send reinforcements forward; he stands there as army
    -- commander. Johnston led his own Army of the Shenandoah in person, so that division has
    -- no separate commander.
    CSA = army "Armies of the Potomac and the Shenandoah" {
      commander = general "Johnston" { quality = "veteran", at = {7,40} },  -- at Portici, by Lewis Ford

      division "Army of the Shenandoah" {
        -- Jackson's 1st Brigade formed on the reverse slope of the south-east rim ~11:30:
        -- 5th Virginia on the right, the 4th and 27th behind the guns in the centre, the 2nd
        -- and 33rd on the left toward the Sudley road. (O.R. I/2, Jackson's report; Hennessy's maps.)
        brigade "Jackson's" { commander = general "Jackson" { quality = "veteran", at = {40,44} }, order = "hold", objective = "henry_house",
                              at = {44,39}, facing = 180, formation = "line",
          infantry "5th Virginia"  { quality = "seasoned", weapon = "smoothbore", at = {30,37}, facing = 180, formation = "line" },  -- Falling Waters, 2 July
          infantry "4th Virginia"  { quality = "raw", weapon = "smoothbore", at = {38,40}, facing = 180, formation = "column" },
          infantry "27th Virginia" { quality = "raw", weapon = "smoothbore", at = {44,40}, facing = 180, formation = "column" },
          infantry "2nd Virginia"  { quality = "raw", weapon = "smoothbore", at = {52,38}, facing = 180, formation = "line" },
          -- Raised in June, many in blue or unmatched uniforms; it took Griffin's guns.
          infantry "33rd Virginia" { quality = "raw", weapon = "smoothbore", at = {62,38}, facing = 180, formation = "line" },
          -- The Rockbridge Artillery (Pendleton's own; four 6-pdrs "Matthew, Mark, Luke and John").
          battery "Rockbridge Artillery" { guns = "smoothbore", quality = "raw", at = {42,34}, facing = 180 },
        },
        -- Bee's 3rd Brigade, cut up on Matthews Hill, rallied behind Jackson's right (Bee's
        -- "stone wall" cry). The 6th North Carolina came up separately by the Sudley road ~14:00
        -- and went for Ricketts' guns. (O.R. I/2, reports.)
        brigade "Bee's" { commander = general "Bee" { quality = "seasoned" }, order = "hold", objective = "henry_house",
                          at = {20,41}, facing = 180, formation = "column",
          infantry "4th Alabama"       { quality = "raw", weapon = "smoothbore" },
          infantry "2nd Mississippi"   { quality = "raw", weapon = "smoothbore" },
          infantry "11th Mississippi"  { quality = "raw", weapon = "rifled", stands = 1 },  -- two companies, M1841 rifles
          infantry "6th North Carolina" { quality = "raw", weapon = "smoothbore", at = {64,43}, facing = 180, formation = "column" },
          -- Imboden's Staunton Artillery (four 6-pdrs), in action since 10:30.
          battery "Imboden's" { guns = "smoothbore", quality = "raw", at = {35,34}, facing = 180 },
        },
        -- Bartow's 2nd Brigade: the 8th Georgia was shattered in the Matthews Hill thicket;
        -- Bartow fell leading the 7th Georgia on the left ~15:00. (O.R. I/2, reports.)
        brigade "Bartow's" { commander = general "Bartow" { quality = "raw" }, order = "hold", objective = "henry_house",
                             at = {80,42}, facing = 180, formation = "column",
          infantry "7th Georgia" { quality = "raw", weapon = "smoothbore" },
          infantry "8th Georgia" { quality = "raw", weapon = "smoothbore", stands = 1 },
        },
        -- Stuart with part of the 1st Virginia Cavalry waited on the left and charged the Fire
        -- Zouaves by the Sudley road ~14:15. (O.R. I/2, reports.)
        brigade "Stuart's" { commander = general "Stuart" { quality = "seasoned" }, order = "hold", objective = "chinn_ridge",
                             at = {72,36}, facing = 180, formation = "column",
          cavalry "1st Virginia Cavalry" { quality = "seasoned", weapon = "carbine" },
        },
        -- Kirby Smith's 4th Brigade (Elzey's after Smith fell) came by rail from the Valley to
        -- Manassas Junction ~noon, marched six miles and struck the Union right ~15:45.
        -- The 13th Virginia was not engaged. (O.R. I/2, reports.)
        brigade "Kirby Smith's" { commander = general "Kirby Smith" { quality = "seasoned" }, order = "attack", objective = "chinn_ridge",
                                  facing = 180, formation = "column",
          infantry "1st Maryland"  { quality = "raw", weapon = "rifled" },
          infantry "3rd Tennessee" { quality = "raw", weapon = "smoothbore" },
          infantry "10th Virginia" { quality = "raw", weapon = "smoothbore" },
          battery  "Beckham's"     { guns = "smoothbore", quality = "raw" },  -- Culpeper Artillery, Lt. Beckham
        },
      },

      -- Beauregard's own Army of the Potomac. Beauregard took the field command on Henry Hill.
      division "Army of the Potomac" { commander = general "Beauregard" { quality = "seasoned", at = {47,44} },
        -- Evans' demi-brigade held the Stone Bridge, then Matthews Hill all morning; its remnant
        -- re-formed east of the hill. (O.R. I/2, reports.)
        brigade "Evans'" { commander = general "Evans" { quality = "seasoned" }, order = "hold", objective = "robinson_house",
                           at = {10,32}, facing = 180, formation = "column",
          infantry "4th South Carolina"      { quality = "raw", weapon = "smoothbore" },
          infantry "1st Louisiana Battalion" { quality = "raw", weapon = "smoothbore", stands = 1 },  -- Wheat's "Tigers"
        },
        -- Hampton's Legion infantry (six companies), off the train that morning, fought at the
        -- Robinson house and fell back to Jackson's right. (O.R. I/2, reports.)
        brigade "Hampton's Legion" { commander = general "Hampton" { quality = "raw" }, order = "hold", objective = "robinson_house",
                                     at = {20,35}, facing = 180, formation = "line",
          infantry "Hampton's Legion infantry" { quality = "raw", weapon = "rifled" },  -- Enfields bought by Hampton
        },
        -- Cocke's 5th Brigade sent regiment after regiment from the Ball's and Lewis Ford
        -- line from ~14:00: Hunton's 8th, Withers' 18th (which took Ricketts' guns), Preston's
        -- 28th and "Extra Billy" Smith's 49th battalion. (O.R. I/2, reports.)
        brigade "Cocke's" { commander = general "Cocke" { quality = "raw" }, order = "advance", objective = "henry_house",
                            facing = 180, formation = "column",
          infantry "8th Virginia"  { quality = "raw", weapon = "smoothbore" },
          infantry "18th Virginia" { quality = "raw", weapon = "smoothbore" },
          infantry "28th Virginia" { quality = "raw", weapon = "smoothbore" },
          infantry "49th Virginia" { quality = "raw", weapon = "smoothbore", stands = 1 },
        },
        -- Early's 6th Brigade marched from McLean's Ford around the back of the field and came
        -- in beyond Elzey's left ~16:00, routing Howard on Chinn Ridge. Here it is the 7th Virginia,
        -- 7th Louisiana and the attached 13th Mississippi; its 24th Virginia is left out.
        brigade "Early's" { commander = general "Early" { quality = "seasoned" }, order = "attack", objective = "chinn_ridge",
                            facing = 180, formation = "column",
          infantry "7th Virginia"    { quality = "raw", weapon = "smoothbore" },
          infantry "7th Louisiana"   { quality = "raw", weapon = "smoothbore" },
          infantry "13th Mississippi" { quality = "raw", weapon = "smoothbore" },
        },
        -- Army of the Potomac batteries on the hill: Stanard's Thomas Artillery and sections of
        -- the Washington Artillery of New Orleans (militia since 1838).
        battery "Stanard's"            { guns = "smoothbore", quality = "raw", at = {49,34}, facing = 180 },
        battery "Washington Artillery" { guns = "smoothbore", quality = "seasoned", at = {26,32}, facing = 180 },
      },
    },
  },

  -- Arrivals. Each brigade may arrive from `turn` on, when the roll succeeds.
  reinforcements = {
    -- Burnside's rested regiments came back into the fight in the last hour, down the Sudley road.
    { side = "USA", brigade = "Burnside's", turn = 9,  enter = "Sudley Road", roll = "2d6 >= 8" },
    -- Howard reached the field ~15:15 and Chinn Ridge ~15:30 (turns 12-13).
    { side = "USA", brigade = "Howard's",   turn = 11, enter = "Sudley Road", roll = "2d6 >= 7" },
    -- Cocke's regiments came from Ball's and Lewis Fords to the south-east, from ~14:00
    -- (expected arrival turn 6-7). Event 9-10 hurries them.
    { side = "CSA", brigade = "Cocke's",    turn = 6,  enter = {10, 48},      roll = "2d6 >= 7" },
    -- Kirby Smith's trains: on the field ~15:45 (turn 14). The earliest turn is set a little
    -- before history (expected arrival turn 12-13) so the brigade counts before the turn limit;
    -- a fast train brings it sooner still (event 12).
    { side = "CSA", brigade = "Kirby Smith's", turn = 12, enter = "Sudley Road", roll = "2d6 >= 7" },
    -- Early came round the Confederate rear and in on the far left ~16:00 (turn 15); as with
    -- Kirby Smith, expected a turn or so early (turn 14) so that it can still act.
    { side = "CSA", brigade = "Early's",    turn = 13, enter = {90, 48},      roll = "2d6 >= 8" },
  },

  events = events,

  -- Historical orders; they travel by courier from the army commander (docs/orders.md).
  -- The Union flank march (Hunter's and Heintzelman's columns round by Sudley Ford) is over
  -- before turn 1: those brigades start on the table facing Henry Hill. The Confederate flank
  -- marches — Kirby Smith's and Early's brigades round the rear to Chinn Ridge — arrive
  -- already under attack orders for the ridge (their brigades' `order` and `objective`).
  orders = {
    -- ~14:00 McDowell sends Ricketts (with Franklin) and Griffin (with Porter) onto Henry Hill
    -- and the Fire Zouaves to support the guns.
    { turn = 6,  side = "USA", to = "Porter's",    order = "attack", objective = "henry_house" },
    { turn = 6,  side = "USA", to = "Franklin's",  order = "attack", objective = "henry_house" },
    { turn = 6,  side = "USA", to = "Willcox's",   order = "attack", objective = "henry_house" },
    -- Keyes goes in along Young's Branch at the Robinson house.
    { turn = 7,  side = "USA", to = "Keyes'",      order = "attack", objective = "robinson_house" },
    -- Sherman's regiments go up the hill one after another ~14:45-15:00.
    { turn = 9,  side = "USA", to = "Sherman's",   order = "attack", objective = "henry_house" },
    -- Stuart charges the Zouaves by the Sudley road ~14:15.
    { turn = 8,  side = "CSA", to = "Stuart's",    order = "attack", objective = "henry_house" },
    -- Jackson: "Reserve your fire till they come within fifty yards, then fire and give them
    -- the bayonet; and when you charge, yell like furies!" ~14:30-15:00.
    { turn = 9,  side = "CSA", to = "Jackson's",   order = "attack", objective = "henry_house" },
    -- Beauregard's general advance ~15:45-16:00 sweeps the hill and the turnpike beyond.
    { turn = 14, side = "CSA", to = "Bee's",            order = "attack", objective = "henry_house" },
    { turn = 14, side = "CSA", to = "Bartow's",         order = "attack", objective = "henry_house" },
    { turn = 14, side = "CSA", to = "Hampton's Legion", order = "attack", objective = "robinson_house" },
    { turn = 15, side = "CSA", to = "Evans'",           order = "attack", objective = "stone_house" },
    -- Burnside's rested regiments (the 71st New York, the 2nd New Hampshire) go forward in the
    -- last hour ~15:45, too late to matter.
    { turn = 14, side = "USA", to = "Burnside's",  order = "advance", objective = "henry_house" },
  },

  history = { winner = "CSA", casualties = { USA = { men = 2708 }, CSA = { men = 1982 } } },

  -- Asked at the end of every turn. An army that has lost 60% of its regimental stands breaks;
  -- otherwise at the end whoever holds the Henry house wins, by more if it holds Chinn Ridge as
  -- well; with the Henry house contested, the objective points decide, and evenly held ground
  -- is the Confederates': McDowell had to carry the hill to win the day, and an attack that
  -- leaves it contested has failed. (Scored as a draw, the even ground drew 11% of battles once
  -- both commanders marched at the longest step their lines allow; bench/README, session 33.)
  victory = function(b)
    local usa_lost, csa_lost = b:losses("USA"), b:losses("CSA")
    if usa_lost >= BREAK_AT.USA and csa_lost < BREAK_AT.CSA then
      return { winner = "CSA", level = "decisive", condition = "the Union army breaks and streams back to Centreville" }
    end
    if csa_lost >= BREAK_AT.CSA and usa_lost < BREAK_AT.USA then
      return { winner = "USA", level = "decisive", condition = "the Confederate armies break; the road to Manassas Junction is open" }
    end
    if usa_lost >= BREAK_AT.USA and csa_lost >= BREAK_AT.CSA then
      return { winner = "draw", condition = "both armies fought to exhaustion" }
    end
    if b.turn < b.turns then return nil end

    local score = { USA = 0, CSA = 0 }
    for _, name in ipairs(OBJECTIVE_ORDER) do
      for _, side in ipairs { "USA", "CSA" } do
        if b:holds(side, name) then score[side] = score[side] + OBJECTIVES[name].points end
      end
    end
    for _, side in ipairs { "CSA", "USA" } do
      if b:holds(side, "henry_house") then
        local level = b:holds(side, "chinn_ridge") and "substantial" or "marginal"
        return { winner = side, level = level,
                 condition = ("turn limit: %s holds the Henry house (%d objective points to %d)")
                             :format(side, score[side], score[side == "USA" and "CSA" or "USA"]) }
      end
    end
    if score.USA > score.CSA then
      return { winner = "USA", level = "marginal", condition = "turn limit: Henry house contested, the Union holds more ground" }
    elseif score.CSA > score.USA then
      return { winner = "CSA", level = "marginal", condition = "turn limit: Henry house contested, the Confederates hold more ground" }
    end
    return { winner = "CSA", level = "marginal",
             condition = "turn limit: the Henry house contested and the ground evenly held; the Union attack has failed" }
  end,

  on = {
    general_killed = function(b, general)
      local last_words = {
        Bee        = "Bee falls mortally wounded near the Henry house, leading what is left of his brigade",
        Bartow     = "Bartow is shot from his horse: \"They have killed me, but, boys, never give up the field!\"",
        Jackson    = "Jackson is struck down; the Virginians look for him in vain",
        ["Kirby Smith"] = "Kirby Smith falls from the saddle; Elzey takes the brigade",
        Heintzelman = "Heintzelman is hit, and his division loses its head",
        McDowell   = "McDowell is down; no one commands the Army of Northeastern Virginia",
        Johnston   = "Johnston is down; Beauregard alone commands",
        Beauregard = "Beauregard's horse is killed under him, and this time the rider with it",
      }
      local words = last_words[general.name]
      if words then b:say("%s", words) else b:say("%s has fallen", general.name) end
    end,

    turn_start = function(b)
      if b.turn == 1 then
        b:say("12:30. Johnston and Beauregard reach Henry Hill and rally the broken brigades behind Jackson's line; McDowell pauses to re-form north of the turnpike.")
      elseif b.turn == 3 then
        b:say("13:00. Mrs Judith Henry, bedridden, refuses to leave her house as shells begin to fall on it.")
      elseif b.turn == 6 then
        b:say("13:45. McDowell orders Ricketts' and Griffin's batteries forward onto Henry Hill, the Fire Zouaves to support them.")
      elseif b.turn == 10 then
        b:say("14:45. Blue coats and grey on both sides: neither army can tell friend from foe in the smoke on the plateau.")
      elseif b.turn == 14 then
        b:say("15:45. Beauregard orders a general advance all along the line.")
      elseif b.turn == b.turns then
        b:say("16:15. The last quarter-hour: whoever holds the plateau now holds the field.")
      end
    end,
  },
}
