-- scripts/gaines_mill.lua: Gaines' Mill (First Cold Harbor), 27 June 1862 — Lee's Army of
-- Northern Virginia against Fitz John Porter's Fifth Corps on the plateau behind Boatswain's
-- Swamp, written for the `ap` rules: brigade-level, each brigade one unit, brigades moved by
-- their division's general, and a countdown clock (here 24, less a D6 at the end of every turn)
-- that ends the day.
--
-- THE DAY. McClellan left Porter alone north of the Chickahominy to cover the bridges while the
-- rest of the army began its "change of base" to the James. Before dawn Porter fell back from
-- Beaver Dam Creek to a half-circle of high ground behind Boatswain's Swamp: Morell's division
-- on the left, its flank on the Chickahominy bottoms; Sykes' regulars and Warren's Zouaves on
-- the right, bending back toward Old Cold Harbor and the McGehee house; McCall's Pennsylvania
-- Reserves in a second line; Cooke's cavalry on the flats by the river. Lee, expecting to find
-- him on Powhite Creek, sent A. P. Hill straight in at about 14:30: Gregg's South Carolinians,
-- then Branch, Field, Archer and the rest went down into the swamp and were thrown back one
-- after another. Longstreet came up on the right and made a feint that became a fight; Jackson,
-- whose columns had taken a wrong road, reached Old Cold Harbor late, D. H. Hill first, then
-- Ewell, Jackson's own division and Whiting. McClellan sent Slocum's division of the Sixth Corps
-- across about 16:00 and Porter fed it into the gaps brigade by brigade. Toward 19:00 Lee had
-- everything up and sent in the whole line — by some counts the largest Confederate assault of
-- the war. Hood's Texans and Law's brigade went down the slope without firing, crossed the
-- swamp and broke Morell's line near the Watt house; Pickett's and Wilcox's brigades broke in on
-- the Union left; Cooke's troopers charged the gray lines on the plateau and were shot to
-- pieces; Sykes' regulars fell back fighting toward the bridges, and at dark French's and
-- Meagher's brigades came up to cover the crossing. Porter lost twenty-two guns and the field;
-- Lee lost more men than Porter did.
--
-- SCALE. ap plays brigades as single units: the rules merge each brigade's regiments below into
-- one unit when the battle is made (as minicampaign does: docs/rules/minicampaign.md), so the
-- regiments are here for their names, stands, quality and weapons. A regiment is given 2 stands,
-- a big one (600 men or more: the Pennsylvania Reserves, Slocum's regiments, Lawton's
-- Georgians) 3. Turns are taken as about an hour: turn 1 begins about 14:00, just before A. P.
-- Hill's first attack; the clock (24 less a D6 a turn) runs out at the end of turn 6, 7 or 8
-- (22%, 31%, 24% of battles: 20:00 to 22:00, at dark), almost never before turn 6 has been
-- played. The rules' own clock starts at 21; with it the day ended by 19:00 in 22% of battles,
-- before Lee's general assault of turn 6 (the one that carried the plateau, about 19:00) could go
-- in, and the Confederates won 21% of 400 battles against 32% with 24 (history: 25-90%; see
-- docs/battles.md). Turn n starts about 14:00 + (n - 1) hours.
--
-- ORIENTATION. South and east — the Chickahominy, the bridges, Porter's way out — is the USA
-- edge, y = 0; north and west — New Cold Harbor, Old Cold Harbor, Gaines' Mill — the CSA edge,
-- y = 72. Seen from the USA edge west is on the left: x = 0 toward Gaines' Mill and the
-- Chickahominy bottoms (Longstreet's front), x = 96 beyond Old Cold Harbor (D. H. Hill's). The
-- table is deep so that arriving divisions have room to march on in column behind the lines.
-- Boatswain's Swamp rises near Old Cold Harbor, runs south-west across the table in front of
-- Sykes and Morell, then turns south past the Watt house toward the river; its banks are
-- wooded. Behind it the ground climbs to the plateau Porter held. The ground is compressed:
-- the line was about two miles long.
--
-- SOURCES: O.R. Ser. I, Vol. 11, Part 2 (serial 13): the reports of McClellan, Porter, Morell,
-- Sykes, McCall, Slocum, Cooke, Lee, Jackson, Longstreet, A. P. Hill, D. H. Hill and Whiting,
-- and the returns of casualties; Battles and Leaders of the Civil War, vol. 2 (Porter, "Hanover
-- Court House and Gaines's Mill"); S. W. Sears, "To the Gates of Richmond" (1992); B. K. Burton,
-- "Extraordinary Circumstances: The Seven Days Battles" (2001); C. Dowdey, "The Seven Days"
-- (1964); the NPS Richmond National Battlefield Park maps of the Watt house ground.
--   * Order of battle. Every infantry brigade of Porter's corps and Slocum's division is here,
--     with Cooke's cavalry and six of the many batteries (Berdan's Sharpshooters, the heavy guns
--     and the rest of the artillery are left off; French's and Meagher's brigades came up only
--     at dark and are left off too). Lee had 26 brigades north of the river; to keep the game
--     playable about half are given — four of A. P. Hill's six, three of Longstreet's six, both
--     of Whiting's, two each of D. H. Hill's, Ewell's and Jackson's own — chosen from those that
--     carried the heaviest part of the day. The Louisiana brigade is Richard Taylor's, led by
--     Col. Isaac Seymour (Taylor was sick). Jackson's own division had no general of its own in
--     the Seven Days; Winder, its senior brigadier, is given as its commander, and the
--     Stonewall Brigade (his) has none.
--   * Quality. Sykes' old regular battalions (the 2nd, 3rd, 4th, 6th and 10th U.S.; the new 11th,
--     12th, 14th and 17th are seasoned), Warren's 5th New York (Duryée's Zouaves), the Bucktails,
--     the regular cavalry and the regular batteries are veteran; Porter's volunteers of a year's
--     service (most had fought at Hanover Court House or Mechanicsville) seasoned; the 22nd
--     Massachusetts, 16th Michigan, 25th New York and 62nd Pennsylvania, in their first stand-up
--     battle, raw; Rush's Lancers raw. The Confederate regiments of First Bull Run and the Valley
--     (Pickett's, Law's, Trimble's, the Louisiana brigade, the Stonewall Brigade) veteran; the
--     rest seasoned, but most of Lawton's big Georgia regiments, new from the coast and never in a
--     battle, raw.
--   * Weapons. Porter's corps carried rifle-muskets almost to a man; a few Pennsylvania Reserve
--     and New Jersey regiments still had altered .69 smoothbores. Many Confederate regiments,
--     North Carolinians, Georgians and Louisianians above all, still had smoothbores in June
--     1862; Hood's Texans, the Virginians and Alabamians were largely rearmed with Enfields and
--     captured Springfields.
--   * Losses for `history`, in men: Union 6,837 (894 killed, 3,107 wounded, 2,836 missing, the
--     O.R. return, O.R. Ser. I, Vol. 11, Part 2, p. 42); Confederate 7,993 (1,483 killed, 6,402
--     wounded, 108 missing, the figure most accounts give; the NPS gives 8,750). The Union's 133
--     regimental stands stand for about 32,000 men (34,000 less the gunners), some 240 a stand,
--     and the whole Union loss is on this table. The Confederate brigades on the table had about
--     29,000 of Lee's 57,000, some 190 men to each of their 151 stands (`men_per_stand`), and
--     took the heavier share of his loss: roughly 6,000 (Whiting's report alone gives 1,016 for
--     Hood and Law; an estimate). Losses in men are counted on the file's stands, before ap
--     merges each brigade and caps it at 8 stands, so the cut does not shrink them.

-- Objective values, kept in one place. Porter holds the two houses at the start, and Lee New
-- Cold Harbor, which is worth 2 so that a Watt house fought over at dusk is not a Union win.
local OBJECTIVES = {
  watt_house      = { at = {29, 29}, radius = 5, points = 3 },  -- the Watt house, Porter's headquarters behind Morell's line
  mcgehee_house   = { at = {82, 34}, radius = 5, points = 2 },  -- the McGehee house, Sykes' right by the Old Cold Harbor road
  new_cold_harbor = { at = {42, 60}, radius = 4, points = 2 },  -- the New Cold Harbor crossroads, Lee's headquarters and the hub of his line
}

-- LAYOUT. The battle is written for ap, where each brigade is one unit a few inches wide, but it
-- is played under the regiment-scale rules too (igor, north), where each regiment is a unit of
-- its own and a regiment in line is nearly 8" wide under igor. So that both scales set up clear
-- (`caisson check --rules igor`, `--rules north`), a brigade on the table at the start stands
-- as Porter's and A. P. Hill's did, in two lines: its first regiments (those without an `at`)
-- are laid out abreast in line at the brigade's `at`; the rest stand in a second line behind
-- them, in column, each given its own `at` by `support` below. Under ap and minicampaign the
-- brigade is merged into one unit standing at its `at`, in its first regiment's formation, so
-- the second line changes nothing there. The front is long for the table: Butterfield's left
-- rests on the Chickahominy bottoms and Sykes' right is bent back by the McGehee house, as on
-- the day.
local BRIGADES = {
  -- Porter's first line, from the left (facing west over the lower swamp) to the right.
  butterfield = { at = {16, 15},   facing = 286 },
  martindale  = { at = {27.5, 31}, facing = 325 },
  griffin     = { at = {44, 39.5}, facing = 342 },
  warren      = { at = {57.5, 42.5}, facing = 0 },
  lovell      = { at = {71, 43},   facing = 0 },
  buchanan    = { at = {88, 36},   facing = 60 },
  -- McCall's Reserves in the second line.
  meade       = { at = {34, 20},   facing = 330 },
  seymour     = { at = {52, 28},   facing = 0 },
  reynolds    = { at = {72, 30},   facing = 0 },
  -- A. P. Hill's division in front of New Cold Harbor, from its right to its left.
  archer      = { at = {16, 51},   facing = 160 },
  field       = { at = {35, 54},   facing = 175 },
  gregg       = { at = {54, 55},   facing = 180 },
  branch      = { at = {73, 56},   facing = 180 },
}

-- Where a regiment of a brigade's second line stands: `right` inches to the right of the
-- brigade's `at` (seen facing its way; negative is to its left) and 4.5" behind it.
local function support(brigade, right)
  local f, back = math.rad(brigade.facing), 4.5
  return { brigade.at[1] + right * math.cos(f) - back * math.sin(f),
           brigade.at[2] - right * math.sin(f) - back * math.cos(f) }
end

-- True when a formation (a brigade, a division) of `side` has an unbroken unit on the table.
-- Units are found by the formation they hang from, which works whether the rules play
-- regiments (igor) or merge them into brigades (ap, minicampaign).
local function present(b, side, formation)
  for _, u in ipairs(b:units(side)) do
    if u.brigade == formation and not u.routing then return true end
  end
  return false
end

-- The event table, rolled at the start of every turn. Each entry comes from the day. Its
-- effects are orders, arrivals hastened or delayed, the weather and the narrative. None deals
-- HITs: `{ hits = ..., brigade = ... }` names the battle file's regiments, which a brigade-scale
-- rule system has merged into brigades.
local events = event_table "Gaines' Mill" {
  dice = "2d6",

  -- Major Roberdeau Wheat of the Louisiana Tigers and Col. Isaac Seymour, leading Taylor's
  -- brigade, were both killed in the swamp in Ewell's first attack; the brigade went to pieces
  -- and took no further part as a body. (A script cannot kill a general: the brigade's halt
  -- stands for his death.)
  [2] = { "Wheat and Seymour fall",
          text = "Wheat of the Tigers and Seymour of the Louisiana brigade are killed in the swamp; the brigade loses its head and goes to ground.",
          once = true, side = "CSA",
          condition = function(b) return present(b, "CSA", "Louisiana Brigade") end,
          effect = { order = { to = "Louisiana Brigade", order = "hold" } } },

  -- All afternoon the two lines fired from the same ground. Porter relieved Morell's and Sykes'
  -- regiments, their cartridges gone, with the Pennsylvania Reserves; A. P. Hill's brigades,
  -- fought out after their first attacks, lay down in the ravine. Which line feels it first is
  -- a roll of its own.
  [3] = { "Cartridge boxes empty",
          text = "Men rifle the dead and wounded for cartridges; along the swamp the fire slackens.",
          turns = {2, 12},
          roll = event_table "Empty cartridge boxes" {
            dice = "d6",
            [1] = { "Meade's relieves Martindale's",
                    text = "Martindale's regiments send back for cartridges; Meade's Pennsylvanians go up to take their place.",
                    effect = { order = { to = "Meade's", order = "advance", objective = "Martindale's" } } },
            [2] = { "Seymour's relieves Griffin's",
                    text = "Griffin's men have shot away their forty rounds; Seymour's brigade is sent in behind them.",
                    effect = { order = { to = "Seymour's", order = "advance", objective = "Griffin's" } } },
            [3] = { "Reynolds' relieves Lovell's",
                    text = "The regulars are out of cartridges; Reynolds takes the Reserves over to Sykes.",
                    effect = { order = { to = "Reynolds'", order = "advance", objective = "Lovell's" } } },
            [4] = { "Gregg's fought out",
                    text = "Gregg's South Carolinians, half of them down, lie in the ravine and will go no further.",
                    effect = { order = { to = "Gregg's", order = "hold" } } },
            [5] = { "Field's fought out",
                    text = "Field's Virginians, cut up at Mechanicsville yesterday, halt in the swamp.",
                    effect = { order = { to = "Field's", order = "hold" } } },
            [6] = { "Branch's fought out",
                    text = "Branch's North Carolinians have nothing left; they hold the edge of the woods.",
                    effect = { order = { to = "Branch's", order = "hold" } } },
          } },

  -- About 19:30 Cooke, on his own authority, sent the 5th U.S. Cavalry (and parts of the 1st and
  -- of Rush's Lancers) against the Confederates coming over the plateau by the Watt house. The
  -- charge broke on the infantry; the squadrons came back through the Union guns and stampeded
  -- their teams. Here Cooke is ordered in; the rules decide what becomes of him.
  [4] = { "Cooke charges",
          text = "Philip St. George Cooke, unbidden, sends his troopers at the gray lines on the plateau.",
          once = true, turns = {5, 12}, side = "USA",
          condition = function(b) return present(b, "USA", "Cavalry Reserve") end,
          effect = { order = { to = "Cavalry Reserve", order = "attack", objective = "watt_house" } } },

  -- Porter asked for help early in the afternoon; McClellan sent Slocum's division over
  -- Alexander's bridge about 15:30.
  [5] = { "Slocum is sent across",
          text = "A courier from McClellan: Slocum's division is crossing at Alexander's bridge.",
          turns = {2, 5}, effect = { hasten = "Slocum's", turns = 1 } },

  -- Jackson's guide led his column down the road to Gaines' Mill, toward A. P. Hill's rear;
  -- Jackson turned it about and went round by Old Cold Harbor, losing hours.
  [6] = { "Jackson takes the wrong road",
          text = "Jackson's column, led down the wrong road toward Gaines' Mill, countermarches through the woods.",
          once = true, turns = {1, 4},
          effect = { { delay = "Ewell's", turns = 1 }, { delay = "Jackson's division", turns = 1 } } },

  [7] = "Smoke and heat in the swamp",

  -- Toward 19:00 Lee found Hood: "This must be done. Can you break his line?" The Texans went
  -- down the slope at the double without firing, over the swamp and up onto the plateau, and
  -- Law's brigade went with them.
  [8] = { "Hood's Texans charge",
          text = "Lee to Hood: \"This must be done. Can you break his line?\" The Texans go down the slope without firing a shot.",
          once = true, turns = {5, 12}, side = "CSA",
          condition = function(b) return present(b, "CSA", "Hood's") end,
          effect = { { order = { to = "Hood's", order = "attack", objective = "watt_house" } },
                     { order = { to = "Law's", order = "attack", objective = "watt_house" } } } },

  -- Longstreet had been told to make a diversion on the right; seeing A. P. Hill's attacks
  -- fail, he turned it into an assault.
  [9] = { "Longstreet's feint becomes an attack",
          text = "Longstreet sees A. P. Hill's brigades breaking in the swamp and turns his feint into an assault.",
          once = true, turns = {2, 12}, side = "CSA",
          condition = function(b) return present(b, "CSA", "Pickett's") or present(b, "CSA", "Wilcox's") end,
          effect = { { order = { to = "Pickett's", order = "attack", objective = "watt_house" } },
                     { order = { to = "Wilcox's", order = "attack", objective = "Butterfield's" } },
                     { order = { to = "Pryor's", order = "attack", objective = "Butterfield's" } } } },

  -- The sun set at about 19:30; the last assaults went in at dusk and the fighting died out
  -- in the dark.
  [10] = { "Dusk",
           text = "The sun goes down red through the smoke over the swamp.",
           once = true, turns = {5, 12}, effect = { weather = "dusk" } },

  -- Lee rode along the line gathering every brigade for one assault; Whiting's men were hurried
  -- from Old Cold Harbor to the right of the line.
  [11] = { "Lee gathers his army",
           text = "Lee rides along the line: everything is to go in together. Whiting's division is hurried to the right.",
           turns = {2, 6}, effect = { hasten = "Whiting's", turns = 1 } },

  -- At dark Meagher's Irish Brigade and French's brigade came up from the bridges, cheering, and
  -- formed behind the broken line; the pursuit stopped at the sound.
  [12] = { "The Irish Brigade comes up",
           text = "From the bridges, cheering, come Meagher's Irish and French's brigade; the fugitives rally behind them.",
           once = true, turns = {5, 12} },
}

return battle "Gaines' Mill" {
  -- `turns` is only a ceiling: the clock ends the day long before turn 12.
  date = "1862-06-27", theatre = "eastern", rules = "ap", turns = 12,
  -- Lee attacked all day; Porter answered.
  first = "CSA", sides = { "USA", "CSA" },
  table = { width = 96, depth = 72 },
  men_per_stand = { USA = 240, CSA = 190 },
  weather = "hot",

  terrain = {
    -- The swamp: a sluggish stream in a steep, tangled ravine. It rises near Old Cold Harbor and
    -- runs south-west in front of Sykes and Morell, then south past the Watt house toward the
    -- Chickahominy, so that Morell's left faced west, toward Longstreet.
    stream "Boatswain's Swamp" { {80,49}, {70,47}, {54,46}, {40,44}, {28,40}, {18,33}, {12,22}, {8,8}, {6,0} },
    -- The woods along it, a belt on both banks; A. P. Hill's men crossed where it thinned, in
    -- front of Warren and Griffin.
    woods "Swamp woods, lower"  { cover = "light", {2,0}, {4,9}, {8,24}, {15,36}, {26,44}, {38,48}, {38,40},
                                  {30,36}, {21,30}, {16,20}, {12,8}, {10,0} },
    woods "Swamp woods, upper"  { cover = "light", {46,49}, {56,50}, {70,51}, {80,52}, {84,50}, {80,46},
                                  {70,44}, {56,43}, {46,42} },
    -- The plateau behind the swamp, where Porter's line and guns stood; the Watt house on its
    -- western shoulder, the McGehee house on its north-eastern.
    hill "Watt plateau" { {17,12}, {20,22}, {26,30}, {36,37}, {50,39}, {66,40}, {80,43}, {90,40}, {92,28},
                          {80,18}, {60,15}, {40,13}, {26,6}, height = 1 },
    -- The Chickahominy bottoms on the Union left rear, where Cooke's cavalry waited.
    rough "Chickahominy bottoms" { {0,0}, {6,0}, {7,10}, {0,14} },

    -- Longstreet came down from Gaines' Mill along the road from the west.
    road "Gaines' Mill Road"         { {0,62}, {22,59}, {45,59} },
    -- The road south from Walnut Grove Church to New Cold Harbor, by which A. P. Hill came.
    road "Walnut Grove Church Road"  { {45,72}, {45,59} },
    -- New Cold Harbor to Old Cold Harbor, behind the Confederate line.
    road "Cold Harbor Road"          { {45,59}, {77,59}, {88,57} },
    -- The road from the north by which Jackson's columns, after their countermarch, came down
    -- to the Cold Harbor road between the two Cold Harbors (the farm roads north of the Cold
    -- Harbor road are drawn schematically).
    road "Bethesda Church Road"      { {77,72}, {77,59} },
    -- D. H. Hill's road, the Old Church road, coming into Old Cold Harbor from the north-east.
    road "Old Church Road"           { {96,63}, {88,57} },
    -- From Old Cold Harbor past the McGehee house to the Grapevine bridge: the right of
    -- Porter's line.
    road "Old Cold Harbor Road"      { {88,57}, {85,46}, {81,34}, {75,20}, {70,0} },
    -- From Alexander's bridge up to the Watt house: Slocum's road.
    road "Alexander's Bridge Road"   { {42,0}, {42,16}, {33,26} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    USA = army "Fifth Corps, Army of the Potomac" {
      commander = general "Porter" { quality = "veteran", at = {36,23} },  -- at the Watt house

      -- A division's own `order` is the standing order of the batteries listed directly under it
      -- (its brigades have their own): Porter's guns hold their ground.
      division "Morell's" { commander = general "Morell" { quality = "seasoned", at = {30,31} }, order = "hold",
        -- The centre of Morell's line, along the swamp's east bank below the Watt house.
        brigade "Martindale's" { commander = general "Martindale" { quality = "seasoned" }, order = "hold",
                                 at = BRIGADES.martindale.at, facing = BRIGADES.martindale.facing, formation = "line",
          infantry "2nd Maine"          { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "22nd Massachusetts" { quality = "raw",      weapon = "rifled", stands = 3 },
          infantry "1st Michigan"       { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.martindale, -5), formation = "column" },
          infantry "13th New York"      { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.martindale, 0), formation = "column" },
          infantry "25th New York"      { quality = "raw",      weapon = "rifled", stands = 2, at = support(BRIGADES.martindale, 5), formation = "column" },
        },
        -- Morell's right, joining Sykes; the 9th Massachusetts held the crossing against Gregg.
        brigade "Griffin's" { commander = general "Griffin" { quality = "seasoned" }, order = "hold",
                              at = BRIGADES.griffin.at, facing = BRIGADES.griffin.facing, formation = "line",
          infantry "9th Massachusetts"  { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "4th Michigan"       { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "14th New York"      { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.griffin, -4.5), formation = "column" },
          infantry "62nd Pennsylvania"  { quality = "raw",      weapon = "rifled", stands = 3, at = support(BRIGADES.griffin, 4.5), formation = "column" },
        },
        -- Morell's left, facing west over the lower swamp toward Longstreet.
        brigade "Butterfield's" { commander = general "Butterfield" { quality = "seasoned" }, order = "hold",
                                  at = BRIGADES.butterfield.at, facing = BRIGADES.butterfield.facing, formation = "line",
          infantry "12th New York"      { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "17th New York"      { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "44th New York"      { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.butterfield, -5), formation = "column" },
          infantry "16th Michigan"      { quality = "raw",      weapon = "rifled", stands = 2, at = support(BRIGADES.butterfield, 0), formation = "column" },
          infantry "83rd Pennsylvania"  { quality = "seasoned", weapon = "rifled", stands = 3, at = support(BRIGADES.butterfield, 5), formation = "column" },
        },
        battery "Martin's"  { guns = "smoothbore", quality = "seasoned", at = {39,29}, facing = 330 },  -- C, Massachusetts (Napoleons)
        battery "Weeden's"  { guns = "rifled",     quality = "seasoned", at = {25,10}, facing = 290 },  -- C, 1st Rhode Island
      },

      division "Sykes'" { commander = general "Sykes" { quality = "veteran", at = {70,34} }, order = "hold",
        -- Warren's two volunteer regiments on Sykes' left, where Gregg came over the swamp.
        brigade "Warren's" { commander = general "Warren" { quality = "seasoned" }, order = "hold",
                             at = BRIGADES.warren.at, facing = BRIGADES.warren.facing, formation = "line",
          infantry "5th New York"  { quality = "veteran",  weapon = "rifled", stands = 3 },  -- Duryée's Zouaves
          infantry "10th New York" { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.warren, 0), formation = "column" },
        },
        brigade "Lovell's" { commander = general "Lovell" { quality = "veteran" }, order = "hold",
                             at = BRIGADES.lovell.at, facing = BRIGADES.lovell.facing, formation = "line",
          infantry "2nd U.S."  { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "6th U.S."  { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "10th U.S." { quality = "veteran",  weapon = "rifled", stands = 2, at = support(BRIGADES.lovell, -5), formation = "column" },
          infantry "11th U.S." { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.lovell, 0), formation = "column" },
          infantry "17th U.S." { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.lovell, 5), formation = "column" },
        },
        -- Sykes' right, bent back toward the McGehee house and the Old Cold Harbor road.
        brigade "Buchanan's" { commander = general "Buchanan" { quality = "veteran" }, order = "hold",
                               at = BRIGADES.buchanan.at, facing = BRIGADES.buchanan.facing, formation = "line",
          infantry "3rd U.S."  { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "4th U.S."  { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "12th U.S." { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.buchanan, -4.5), formation = "column" },
          infantry "14th U.S." { quality = "seasoned", weapon = "rifled", stands = 2, at = support(BRIGADES.buchanan, 4.5), formation = "column" },
        },
        battery "Weed's"     { guns = "rifled", quality = "veteran", at = {73,35}, facing = 10 },  -- I, 5th U.S.
        battery "Tidball's"  { guns = "rifled", quality = "veteran", at = {91,24}, facing = 60 },  -- A, 2nd U.S., horse artillery of the reserve, on Sykes' right
      },

      -- The Pennsylvania Reserves, victors of Mechanicsville the day before, in a second line;
      -- Porter sent them brigade by brigade, then regiment by regiment, into the gaps.
      division "McCall's" { commander = general "McCall" { quality = "seasoned", at = {50,26} }, order = "hold",
        brigade "Meade's" { commander = general "Meade" { quality = "seasoned" }, order = "hold", reserve = true,
                            at = BRIGADES.meade.at, facing = BRIGADES.meade.facing, formation = "line",
          infantry "3rd Pennsylvania Reserves"  { quality = "seasoned", weapon = "rifled",     stands = 3 },
          infantry "4th Pennsylvania Reserves"  { quality = "seasoned", weapon = "smoothbore", stands = 3 },
          infantry "7th Pennsylvania Reserves"  { quality = "seasoned", weapon = "rifled",     stands = 3, at = support(BRIGADES.meade, -4.5), formation = "column" },
          infantry "11th Pennsylvania Reserves" { quality = "seasoned", weapon = "rifled",     stands = 3, at = support(BRIGADES.meade, 4.5), formation = "column" },
        },
        brigade "Seymour's" { commander = general "Seymour" { quality = "seasoned" }, order = "hold", reserve = true,
                              at = BRIGADES.seymour.at, facing = BRIGADES.seymour.facing, formation = "line",
          infantry "9th Pennsylvania Reserves"  { quality = "seasoned", weapon = "smoothbore", stands = 3 },
          infantry "10th Pennsylvania Reserves" { quality = "seasoned", weapon = "rifled",     stands = 3 },
          infantry "12th Pennsylvania Reserves" { quality = "seasoned", weapon = "rifled",     stands = 3, at = support(BRIGADES.seymour, 0), formation = "column" },
        },
        brigade "Reynolds'" { commander = general "Reynolds" { quality = "veteran" }, order = "hold", reserve = true,
                              at = BRIGADES.reynolds.at, facing = BRIGADES.reynolds.facing, formation = "line",
          infantry "1st Pennsylvania Reserves"  { quality = "seasoned", weapon = "rifled",     stands = 3 },
          infantry "2nd Pennsylvania Reserves"  { quality = "seasoned", weapon = "smoothbore", stands = 3 },
          infantry "5th Pennsylvania Reserves"  { quality = "seasoned", weapon = "rifled",     stands = 3, at = support(BRIGADES.reynolds, -5), formation = "column" },
          infantry "8th Pennsylvania Reserves"  { quality = "seasoned", weapon = "smoothbore", stands = 3, at = support(BRIGADES.reynolds, 0), formation = "column" },
          infantry "13th Pennsylvania Reserves" { quality = "veteran",  weapon = "rifled",     stands = 2, at = support(BRIGADES.reynolds, 5), formation = "column" },  -- the Bucktails (six companies)
        },
        battery "Cooper's" { guns = "rifled", quality = "seasoned", at = {47,32}, facing = 0 },  -- B, 1st Pennsylvania
      },

      -- Slocum's division of the Sixth Corps, sent over the river in the afternoon.
      division "Slocum's" { commander = general "Slocum" { quality = "seasoned" }, order = "advance", objective = "watt_house",
        brigade "Taylor's" { commander = general "Taylor" { quality = "seasoned" }, order = "advance", objective = "Butterfield's",
                             formation = "column",
          infantry "1st New Jersey" { quality = "seasoned", weapon = "smoothbore", stands = 3 },
          infantry "2nd New Jersey" { quality = "seasoned", weapon = "rifled",     stands = 3 },
          infantry "3rd New Jersey" { quality = "seasoned", weapon = "rifled",     stands = 3 },
          infantry "4th New Jersey" { quality = "seasoned", weapon = "smoothbore", stands = 3 },
        },
        brigade "Newton's" { commander = general "Newton" { quality = "seasoned" }, order = "advance", objective = "Martindale's",
                             formation = "column",
          infantry "18th New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "31st New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "32nd New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "95th Pennsylvania" { quality = "seasoned", weapon = "rifled", stands = 3 },
        },
        -- Bartlett went to the right, behind Sykes.
        brigade "Bartlett's" { commander = general "Bartlett" { quality = "seasoned" }, order = "advance", objective = "Lovell's",
                               formation = "column",
          infantry "5th Maine"         { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "16th New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "27th New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "96th Pennsylvania" { quality = "raw",      weapon = "rifled", stands = 3 },
        },
        battery "Hexamer's" { guns = "rifled", quality = "seasoned" },  -- A, 1st New Jersey
      },

      -- Cooke's Cavalry Reserve on the Chickahominy flats, guarding the left.
      division "Cooke's" { commander = general "Cooke" { quality = "seasoned", at = {38,5} },
        brigade "Cavalry Reserve" { order = "hold", at = {36,8}, facing = 300, formation = "column",
          cavalry "5th U.S. Cavalry"         { quality = "veteran", weapon = "carbine", stands = 2 },
          cavalry "1st U.S. Cavalry"         { quality = "veteran", weapon = "carbine", stands = 2 },
          cavalry "6th Pennsylvania Cavalry" { quality = "raw",     weapon = "carbine", stands = 2 },  -- Rush's Lancers
        },
      },
    },

    -- ===================================================================== CSA
    CSA = army "Army of Northern Virginia" {
      commander = general "Lee" { quality = "veteran", at = {42,62} },  -- at New Cold Harbor

      -- A. P. Hill's Light Division, in front of New Cold Harbor, attacked alone from about 14:30.
      division "A. P. Hill's" { commander = general "A. P. Hill" { quality = "seasoned", at = {50,60} }, order = "hold",
        brigade "Archer's" { commander = general "Archer" { quality = "seasoned" }, order = "attack", objective = "Martindale's",
                             at = BRIGADES.archer.at, facing = BRIGADES.archer.facing, formation = "line",
          infantry "1st Tennessee"         { quality = "seasoned", weapon = "rifled",     stands = 2 },
          infantry "7th Tennessee"         { quality = "seasoned", weapon = "rifled",     stands = 2 },
          infantry "14th Tennessee"        { quality = "seasoned", weapon = "rifled",     stands = 2, at = support(BRIGADES.archer, -5), formation = "column" },
          infantry "19th Georgia"          { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.archer, 0), formation = "column" },
          infantry "5th Alabama Battalion" { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.archer, 5), formation = "column" },
        },
        brigade "Field's" { commander = general "Field" { quality = "seasoned" }, order = "attack", objective = "Griffin's",
                            at = BRIGADES.field.at, facing = BRIGADES.field.facing, formation = "line",
          infantry "40th Virginia" { quality = "seasoned", weapon = "rifled",     stands = 2 },
          infantry "47th Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "55th Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.field, -4.5), formation = "column" },
          infantry "60th Virginia" { quality = "raw",      weapon = "smoothbore", stands = 2, at = support(BRIGADES.field, 4.5), formation = "column" },
        },
        -- Gregg's fresh South Carolinians opened the attack and struck Warren's Zouaves.
        brigade "Gregg's" { commander = general "Gregg" { quality = "seasoned" }, order = "attack", objective = "Warren's",
                            at = BRIGADES.gregg.at, facing = BRIGADES.gregg.facing, formation = "line",
          infantry "1st South Carolina"       { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "1st South Carolina Rifles" { quality = "seasoned", weapon = "rifled",    stands = 3 },  -- Orr's Rifles
          infantry "12th South Carolina"      { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.gregg, -5), formation = "column" },
          infantry "13th South Carolina"      { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.gregg, 0), formation = "column" },
          infantry "14th South Carolina"      { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.gregg, 5), formation = "column" },
        },
        brigade "Branch's" { commander = general "Branch" { quality = "seasoned" }, order = "attack", objective = "Lovell's",
                             at = BRIGADES.branch.at, facing = BRIGADES.branch.facing, formation = "line",
          infantry "7th North Carolina"  { quality = "seasoned", weapon = "rifled",     stands = 2 },
          infantry "18th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "28th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.branch, -5), formation = "column" },
          infantry "33rd North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.branch, 0), formation = "column" },
          infantry "37th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2, at = support(BRIGADES.branch, 5), formation = "column" },
        },
        battery "Pegram's" { guns = "rifled", quality = "seasoned", at = {42.5,63}, facing = 170 },  -- Purcell Artillery
      },

      -- Longstreet's division came down the Gaines' Mill road and formed on the right, facing
      -- Morell's left across the lower swamp. Lee wanted only a diversion from it at first: it
      -- comes on to advance, and attacks when Longstreet turns the feint into an assault (event
      -- 9, or the scheduled orders of turn 5).
      division "Longstreet's" { commander = general "Longstreet" { quality = "veteran" },
        brigade "Pickett's" { commander = general "Pickett" { quality = "veteran" }, order = "advance", objective = "watt_house",
                              formation = "column",
          infantry "8th Virginia"  { quality = "veteran",  weapon = "rifled",     stands = 2 },
          infantry "18th Virginia" { quality = "veteran",  weapon = "rifled",     stands = 2 },
          infantry "19th Virginia" { quality = "veteran",  weapon = "smoothbore", stands = 2 },
          infantry "28th Virginia" { quality = "veteran",  weapon = "rifled",     stands = 2 },
          infantry "56th Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
        },
        brigade "Wilcox's" { commander = general "Wilcox" { quality = "veteran" }, order = "advance", objective = "Butterfield's",
                             formation = "column",
          infantry "8th Alabama"  { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "9th Alabama"  { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "10th Alabama" { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "11th Alabama" { quality = "seasoned", weapon = "rifled", stands = 2 },
        },
        brigade "Pryor's" { commander = general "Pryor" { quality = "seasoned" }, order = "advance", objective = "Butterfield's",
                            formation = "column",
          infantry "14th Alabama"             { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "2nd Florida"              { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "3rd Virginia"             { quality = "seasoned", weapon = "rifled",     stands = 2 },
          infantry "14th Louisiana"           { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "1st Louisiana Battalion"  { quality = "seasoned", weapon = "smoothbore", stands = 2 },  -- Coppens' Zouaves
        },
      },

      -- Jackson's command: the Valley army, with D. H. Hill's division, marching from the north
      -- by way of Old Cold Harbor.
      corps "Jackson's command" { commander = general "Jackson" { quality = "seasoned" },

        -- D. H. Hill reached Old Cold Harbor first, about 15:30, and attacked Sykes' right at dusk.
        division "D. H. Hill's" { commander = general "D. H. Hill" { quality = "veteran" }, order = "advance", objective = "mcgehee_house",
          brigade "Garland's" { commander = general "Garland" { quality = "seasoned" }, order = "attack", objective = "mcgehee_house",
                                formation = "column",
            infantry "5th North Carolina"  { quality = "seasoned", weapon = "smoothbore", stands = 2 },
            infantry "12th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
            infantry "13th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
            infantry "20th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
            infantry "23rd North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          },
          -- Rodes' brigade, under Col. John B. Gordon while Rodes recovered from his Seven Pines wound.
          brigade "Rodes'" { commander = general "Gordon" { quality = "seasoned" }, order = "attack", objective = "Buchanan's",
                             formation = "column",
            infantry "3rd Alabama"  { quality = "seasoned", weapon = "rifled",     stands = 2 },
            infantry "5th Alabama"  { quality = "seasoned", weapon = "rifled",     stands = 2 },
            infantry "6th Alabama"  { quality = "veteran",  weapon = "rifled",     stands = 2 },
            infantry "12th Alabama" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
            infantry "26th Alabama" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          },
          battery "Bondurant's" { guns = "smoothbore", quality = "seasoned" },  -- Jeff Davis Artillery
        },

        -- Ewell came in between A. P. Hill and D. H. Hill about 16:30.
        division "Ewell's" { commander = general "Ewell" { quality = "veteran" },
          brigade "Trimble's" { commander = general "Trimble" { quality = "veteran" }, order = "attack", objective = "Lovell's",
                                formation = "column",
            infantry "15th Alabama"        { quality = "veteran",  weapon = "rifled",     stands = 2 },
            infantry "21st Georgia"        { quality = "veteran",  weapon = "smoothbore", stands = 2 },
            infantry "16th Mississippi"    { quality = "veteran",  weapon = "rifled",     stands = 2 },
            infantry "21st North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          },
          brigade "Louisiana Brigade" { commander = general "Isaac Seymour" { quality = "seasoned" }, order = "attack", objective = "Warren's",
                                        formation = "column",
            infantry "6th Louisiana"  { quality = "veteran", weapon = "smoothbore", stands = 2 },
            infantry "7th Louisiana"  { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "8th Louisiana"  { quality = "veteran", weapon = "smoothbore", stands = 2 },
            infantry "9th Louisiana"  { quality = "veteran", weapon = "smoothbore", stands = 2 },
            infantry "1st Louisiana Special Battalion" { quality = "veteran", weapon = "smoothbore", stands = 2 },  -- Wheat's Tigers
          },
        },

        -- Whiting's two brigades were sent to the right of the line, beside Longstreet, and made
        -- the breakthrough by the Watt house about 19:00.
        division "Whiting's" { commander = general "Whiting" { quality = "seasoned" }, order = "advance", objective = "watt_house",
          brigade "Hood's" { commander = general "Hood" { quality = "seasoned" }, order = "attack", objective = "Martindale's",
                             formation = "column",
            infantry "1st Texas"        { quality = "seasoned", weapon = "rifled",     stands = 2 },
            infantry "4th Texas"        { quality = "seasoned", weapon = "rifled",     stands = 2 },
            infantry "5th Texas"        { quality = "seasoned", weapon = "rifled",     stands = 2 },
            infantry "18th Georgia"     { quality = "seasoned", weapon = "smoothbore", stands = 2 },
            infantry "Hampton's Legion" { quality = "seasoned", weapon = "rifled",     stands = 2 },
          },
          brigade "Law's" { commander = general "Law" { quality = "seasoned" }, order = "attack", objective = "Martindale's",
                            formation = "column",
            infantry "4th Alabama"        { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "2nd Mississippi"    { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "11th Mississippi"   { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "6th North Carolina" { quality = "veteran", weapon = "smoothbore", stands = 2 },
          },
          battery "Reilly's" { guns = "rifled", quality = "seasoned" },  -- Rowan Artillery
        },

        -- Jackson's own division came up last and went in on the left-centre with Ewell.
        division "Jackson's division" { commander = general "Winder" { quality = "veteran" },
          brigade "Lawton's" { commander = general "Lawton" { quality = "seasoned" }, order = "attack", objective = "Lovell's",
                               formation = "column",
            infantry "13th Georgia" { quality = "seasoned", weapon = "smoothbore", stands = 3 },
            infantry "26th Georgia" { quality = "raw",      weapon = "smoothbore", stands = 3 },
            infantry "31st Georgia" { quality = "raw",      weapon = "smoothbore", stands = 3 },
            infantry "38th Georgia" { quality = "raw",      weapon = "smoothbore", stands = 3 },
            infantry "60th Georgia" { quality = "raw",      weapon = "smoothbore", stands = 3 },
            infantry "61st Georgia" { quality = "raw",      weapon = "smoothbore", stands = 3 },
          },
          brigade "Stonewall" { order = "attack", objective = "Griffin's", formation = "column",
            infantry "2nd Virginia"  { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "4th Virginia"  { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "5th Virginia"  { quality = "veteran", weapon = "rifled",     stands = 2 },
            infantry "27th Virginia" { quality = "veteran", weapon = "smoothbore", stands = 2 },
            infantry "33rd Virginia" { quality = "veteran", weapon = "smoothbore", stands = 2 },
          },
        },
      },
    },
  },

  -- Arrivals: each division marches on whole, its general at its head, when its roll passes
  -- (2d6 >= 9 with the standard modifiers: +2 by a road, +1 for a mostly veteran division,
  -- -1 for a mostly raw one). Earliest turns follow the day, a little early so that the late
  -- divisions can still join the last assault before the clock runs out.
  reinforcements = {
    -- Longstreet was up and forming on the right by about 15:30-16:00.
    { side = "CSA", brigade = "Longstreet's",       turn = 2, enter = "Gaines' Mill Road",        roll = "2d6 >= 9" },
    -- D. H. Hill reached Old Cold Harbor about 15:30, by the Old Church road.
    { side = "CSA", brigade = "D. H. Hill's",       turn = 2, enter = "Old Church Road",          roll = "2d6 >= 9" },
    -- Ewell about 16:30, after the countermarch, down the road from the north.
    { side = "CSA", brigade = "Ewell's",            turn = 3, enter = "Bethesda Church Road",     roll = "2d6 >= 9" },
    -- Whiting from about 17:00, sent through New Cold Harbor to the right of the line.
    { side = "CSA", brigade = "Whiting's",          turn = 3, enter = "Walnut Grove Church Road", roll = "2d6 >= 9" },
    -- Jackson's own division last, behind Whiting.
    { side = "CSA", brigade = "Jackson's division", turn = 4, enter = "Walnut Grove Church Road", roll = "2d6 >= 9" },
    -- Slocum crossed Alexander's bridge about 15:30 and was on the plateau by 16:30.
    { side = "USA", brigade = "Slocum's",           turn = 2, enter = "Alexander's Bridge Road",  roll = "2d6 >= 9" },
  },

  events = events,

  -- Historical orders.
  orders = {
    -- ~16:00 Porter sends Reynolds' Pennsylvanians to stiffen Sykes on the right.
    { turn = 3, side = "USA", to = "Reynolds'", order = "advance", objective = "Lovell's" },
    -- ~17:00 Meade's brigade goes in behind Morell's centre.
    { turn = 4, side = "USA", to = "Meade's",   order = "advance", objective = "Martindale's" },
    -- ~18:00 Longstreet's feint becomes an assault (event 9 may bring it sooner).
    { turn = 5, side = "CSA", to = "Pickett's", order = "attack", objective = "watt_house" },
    { turn = 5, side = "CSA", to = "Wilcox's",  order = "attack", objective = "Butterfield's" },
    { turn = 5, side = "CSA", to = "Pryor's",   order = "attack", objective = "Butterfield's" },
    -- ~19:00 Lee's general assault: A. P. Hill's fought-out brigades go in again with the rest.
    { turn = 6, side = "CSA", to = "Archer's",  order = "attack", objective = "watt_house" },
    { turn = 6, side = "CSA", to = "Field's",   order = "attack", objective = "watt_house" },
  },

  -- The clock runs out at dusk (docs/scripting.md, Victory); then the ground decides, more
  -- objective points winning. Porter's task was to hold the plateau until dark, Lee's to drive
  -- him off it. Porter holding both houses (5 points to New Cold Harbor's 2) has done his job;
  -- either house lost is the day lost (the Watt house: 5 to 2; the McGehee house: 4 to 3); the
  -- Watt house fought over at dark, with the McGehee house still held, is a draw (2 to 2).
  victory = {
    countdown = { from = 24, die = "d6" },  -- the rules' 21 ends the day before the 19:00 assault (header)
  },

  history = { winner = "CSA", casualties = { USA = { men = 6837 }, CSA = { men = 6000 } } },

  on = {
    turn_start = function(b)
      local lines = {
        [1] = "14:00. Porter's corps waits on the plateau behind Boatswain's Swamp; A. P. Hill's brigades form in the woods at New Cold Harbor.",
        [2] = "15:00. Longstreet's column is on the Gaines' Mill road; D. H. Hill's is nearing Old Cold Harbor.",
        [3] = "16:00. Porter sends to McClellan for help; Jackson's columns, put on the wrong road, are countermarching toward Old Cold Harbor.",
        [4] = "17:00. Lee rides along the line to gather every brigade he has for one assault.",
        [5] = "18:00. The sun is low over the Chickahominy; along the swamp the cartridge boxes are running empty.",
        [6] = "19:00. Whatever Lee has up goes in now: the general assault, from the Chickahominy to Old Cold Harbor.",
      }
      if lines[b.turn] then b:say("%s", lines[b.turn]) end
      if b.countdown and b.countdown <= 6 and not b.vars.dark_warned then
        b.vars.dark_warned = true
        b:say("The light is going: the day cannot last much longer.")
      end
    end,

    objective_taken = function(b, objective, side)
      if objective == "watt_house" and side == "CSA" and not b.vars.watt_taken then
        b.vars.watt_taken = true
        b:say("Confederates are in the Watt house yard: Morell's line is broken and the guns on the plateau are taken.")
      elseif objective == "mcgehee_house" and side == "CSA" and not b.vars.mcgehee_taken then
        b.vars.mcgehee_taken = true
        b:say("D. H. Hill's men are round the McGehee house; Sykes' right is turned.")
      elseif objective == "watt_house" and side == "USA" and b.vars.watt_taken then
        b:say("The Federals have the Watt house back.")
      end
    end,

    area_entered = function(b, unit, area)
      if area == "Watt plateau" and unit.side == "CSA" and not b.vars.on_plateau then
        b.vars.on_plateau = true
        b:say("%s is over the swamp and up on the plateau.", unit.name)
      end
    end,

    general_killed = function(b, general)
      local words = {
        Porter        = "Porter is down; Morell takes the corps on a plateau that is coming apart",
        Lee           = "Lee is struck down at New Cold Harbor; the army's one plan dies with him",
        Jackson       = "Jackson falls at Old Cold Harbor",
        Pickett       = "Pickett is shot from his horse going up the slope; his brigade goes on without him",
        Hood          = "Hood falls at the head of the 4th Texas",
        Gregg         = "Gregg is down in the swamp with half his South Carolinians",
        ["Isaac Seymour"] = "Colonel Seymour is killed leading the Louisiana brigade, and it goes to pieces",
        Butterfield   = "Butterfield falls with the colours of the 83rd Pennsylvania in his hand",
        Reynolds      = "Reynolds is missing, lost in the woods behind the line",
        Cooke         = "Cooke is down among his broken squadrons",
      }
      b:say("%s", words[general.name] or (general.name .. " has fallen"))
    end,
  },
}
