-- scripts/fredericksburg.lua: Fredericksburg, 13 December 1862 — the assaults on Marye's
-- Heights. Sumner's Right Grand Division (with Humphreys' division of Hooker's) comes out of the
-- town, crosses the canal ditch and the open plain, and throws brigade after brigade at Cobb's
-- Georgians in the sunken road behind the stone wall, with Ransom's and Cooke's North
-- Carolinians and the Washington Artillery on the heights above them. Written for the `jackson`
-- rules (Jackson Gamers' Continuous Fire Fight: regiments of stands, a shuffled deck of move
-- cards, and a fire-fight in each unit's "deadly ground" that goes on, volley after volley, until
-- one side's morale gives way), whose designers wrote them after refighting this very battle and
-- finding that the Confederates could not stop the Yankees by firepower.
--
-- THE DAY. Burnside's plan made Franklin's attack on Jackson, four miles downstream, the main
-- effort; Sumner's was to seize the heights behind the town. About noon French's division filed
-- out of Fredericksburg by Hanover Street and the streets south of it, crossed the canal ditch on
-- bridges whose planks the Confederates had taken up, formed under the bluff beyond it and went
-- up the open slope toward the stone wall at the foot of Marye's Heights: Kimball's brigade, then
-- Andrews', then Palmer's. Behind the wall stood Cobb's Georgia brigade and the 24th North
-- Carolina, four ranks deep in the sunken Telegraph Road; above them the Washington Artillery's
-- guns in their pits on Marye's Hill, Cooke's brigade on the crest of Willis Hill and Ransom's
-- behind Marye's. French's brigades were stopped some sixty to a hundred yards out; Hancock's
-- division followed — Zook's brigade, Meagher's Irish Brigade with green boxwood in their caps,
-- Caldwell's — and was stopped in the same place with worse loss. Cobb was mortally wounded near
-- the Stephens house and Cooke carried off wounded; Kershaw brought his South Carolinians down
-- into the road and took command there, and Ransom sent the 25th North Carolina down beside the
-- Georgians. Howard's division went in on the right, Sturgis' of the Ninth Corps on the left;
-- Hazard's and Frank's batteries were pushed out across the canal; the Washington Artillery,
-- its ammunition spent, was relieved by Alexander's battalion. At dusk Humphreys led his two
-- brigades of new Pennsylvania regiments in with the bayonet, and Getty sent Hawkins' brigade at
-- Willis Hill after dark. No Union soldier reached the wall.
--
-- SCALE. jackson plays regiments of stands: each of this file's stands is two of the rules'
-- stands (their parameter stands_a_base) of four figures, so a stand here is eight figures,
-- taken as about 150 men. Each brigade's strength on the day is shared, roughly, among the
-- regiments given for it, so that the regiments left off are counted in theirs: the Union's
-- big new regiments of 1862 have 5 to 7 stands, the worn-down old ones and the Irish Brigade's
-- 2 to 4; the Confederate regiments 2 or 3. A battery's stands are its guns. One inch is about
-- 20 yards: the stone wall is 800 yards of front, and from the canal ditch to the wall is some
-- 650 yards. Turns are taken as half an hour: turn 1 begins about 12:00, as French's division
-- moves out; turn 10, the last, begins about 16:30 with Humphreys' assault and, a little early,
-- Getty's (it went in after dark, toward 17:30), and ends at dusk. Turn n starts at 12:00 +
-- 30 * (n - 1) minutes.
--
-- ORIENTATION. East — the town and the Rappahannock behind it — is the USA edge, y = 0; west — the
-- heights — the CSA edge, y = 74. Seen from the USA edge north is on the right: x grows
-- northward, x = 0 toward Hazel Run and Lee's Hill, x = 72 beyond the Plank Road. Hanover Street
-- leaves the town, crosses the canal ditch and climbs the heights as the Plank Road, north of the
-- Marye house; the Telegraph Road leaves the south end of the town, comes to the foot of the
-- heights and runs north along it, sunk between retaining walls, to meet the Plank Road. The
-- stone wall is the retaining wall on its east side, breast-high to a man in the road. The
-- heights run back some 20" behind it, so that Confederates falling back from the road or the
-- crest have room to rally on the plateau, as they did, instead of falling off the table.
--
-- SOURCES: O.R. Ser. I, Vol. 21 (serial 31): the reports of Couch, French, Hancock, Howard,
-- Sturgis, Getty, Humphreys, Longstreet, McLaws, Ransom, Kershaw, McMillan (for Cobb's brigade),
-- E. D. Hall (for Cooke's) and Walton (Washington Artillery), and the returns of casualties;
-- J. Longstreet, "From Manassas to Appomattox" (1896), ch. 22-23; Battles and Leaders of the
-- Civil War, vol. 3 (Couch, Longstreet, Kershaw's account of the sunken road); F. A. O'Reilly,
-- "The Fredericksburg Campaign: Winter War on the Rappahannock" (2003); G. C. Rable,
-- "Fredericksburg! Fredericksburg!" (2002); the NPS Fredericksburg and Spotsylvania orders of
-- battle and its historians' notes on the canal ditch, its bluff and the ground of the plain.
--   * Order of battle. The II Corps divisions of French, Hancock and Howard, Sturgis' and
--     Getty's of the IX Corps and Humphreys' of the V Corps are here, each brigade with two to
--     four of its regiments (those that went furthest or lost most); the rest are left off, as
--     are Sully's brigade (held in the town), Griffin's and Sykes' divisions of the V Corps,
--     Whipple's division and Harland's brigade. Two of the batteries that crossed the canal,
--     Hazard's (B, 1st Rhode Island) and Frank's (G, 1st New York), are here; the guns on
--     Stafford Heights fired over the river from off the table. The Confederate defenders of
--     Marye's Heights are nearly all here: Cobb's five Georgia units, Ransom's and Cooke's
--     North Carolina brigades, Kershaw's South Carolina brigade (its five regiments and James'
--     3rd Battalion: the 7th and the battalion were added in #32), the nine guns of the
--     Washington Artillery in the pits (three batteries of three) and two of Alexander's
--     batteries that relieved them. Burnside and Sumner stayed across the river: the Union army
--     has no general of its own on the table, Couch commanding from the courthouse steeple.
--     Ransom commanded his division and his brigade together: the brigade is given no general
--     of its own.
--   * Quality. The old regiments of the Army of the Potomac that had fought through the
--     Peninsula and at Antietam (the 14th Indiana, 8th Ohio, 5th New Hampshire, 61st New York,
--     the Irish Brigade, the 20th Massachusetts, the 51st New York and Pennsylvania, Hawkins'
--     Zouaves) are veteran; the rest of the three-year regiments seasoned; the regiments raised
--     in the summer of 1862 (the 24th and 28th New Jersey, 27th Connecticut, 7th and 12th Rhode
--     Island, 11th and 13th New Hampshire, 25th New Jersey, and all of Humphreys' Pennsylvanians
--     but the 91st) raw. Cobb's regiments had fought in the Seven Days and in Maryland
--     (seasoned), the 18th Georgia with Hood's Texans (veteran); Kershaw's South Carolinians,
--     the 27th North Carolina (Cooke's own regiment at Sharpsburg) and the Washington Artillery
--     veteran;
--     Ransom's and Cooke's other North Carolinians seasoned.
--   * Weapons. Both armies carried rifle-muskets by December 1862, but the Irish Brigade's 69th
--     and 88th New York kept their .69 smoothbores, by choice, for buck and ball. The
--     Washington Artillery's first company had rifled guns (3-inch and 10-pounder Parrott), its
--     others Napoleons; Hazard's and Frank's were Napoleon batteries.
--   * Losses for `history`, in men: the Union lost about 8,000 men in front of Marye's Heights,
--     6,428 of them in the six divisions on this table (French 1,160, Hancock 2,032, Howard
--     914, Sturgis 1,007, Getty 296, Humphreys 1,019: the O.R. returns of casualties, O.R. Ser. I,
--     Vol. 21, pp. 129-142). The Confederates lost about 1,200 there (Ransom's division 534 by
--     its nominal list, the rest Cobb's and Kershaw's brigades and the gunners; an estimate).
--     At this file's 150 men a stand (`men_per_stand`) that is 43 of the Union's 160 stands here
--     and 8 of the Confederates' 60.
--
-- TUNING (#32). With the default (brigade) commander on both sides the Confederates won only
-- about 23% of 1,000 battles, nearly always by quitting the field: jackson's army effectiveness
-- (its fresh units, those that have lost no stand) fell below a quarter as the small regiments in
-- the sunken road each lost a stand to the Union fire-fights. Two changes, each from the sources:
--   * Kershaw's whole brigade. McLaws sent Kershaw's brigade after Cobb fell: the 2nd and 8th
--     went into the road, the 15th from the cemetery to the wall behind the 2nd, the 3rd to the
--     left of Phillips' Legion toward dark, another regiment to the Willis Hill graveyard (the
--     reports of McLaws, O.R. Ser. I, Vol. 21, p. 581, and Ransom, p. 626). The file had four of
--     its six units; the 7th South Carolina and James' 3rd South Carolina Battalion are added, at
--     2 stands each as the brigade's other small regiments (about 1,950 men for the brigade at
--     this scale: an estimate, its return of strength not being at hand). 23% -> 33%.
--   * A beaten Union brigade goes back. Every Union brigade that went up the slope was stopped
--     short of the wall and, once broken, its survivors went back to the swale, the bluff or the
--     town (McMillan: "the survivors retreated"; Ransom: "the whole mass turned and fled to the
--     very center of the town"), and the next came up through them. The built-in commander holds
--     a broken brigade in the fire unless its caution is 0.6 or more (docs/controllers.md,
--     Temperament): the Union's temperament here is caution 0.6, so a broken Union brigade under
--     fire falls back instead of standing in the Confederates' deadly ground. 33% -> 43%.
--
-- HOW IT PLAYS. Each Union brigade after French's first comes up to its place under the bluff
-- (STAGING below), a little over 30" from the wall, where it forms line; then it is sent in.
-- French's, Hancock's and Humphreys' brigades, and Getty's at dark, attack: they charge the wall
-- and are shot at, volley after volley, until they close or break. Sturgis' and Howard's, which
-- on the day were sent to support and lay down firing on the slope, advance: they halt when
-- fired on and fight it out from where they stand. The Confederates hold at dark unless
-- jackson's army morale ends the day first: an army whose fresh (unhurt) units fall below a
-- quarter of those it has brought on quits the field, and that, when it happens to the
-- Confederates, is how the Union wins.

local events = require "events.fredericksburg"

-- Objective values, kept in one place. The stone wall is the middle of the sunken road, where
-- Cobb's line stood and the Union assaults were aimed; the Marye house (Brompton) is the top of
-- the heights, with the Washington Artillery's pits in front of it; Willis Hill is the southern
-- knob, where Cooke's brigade stood among the guns and Getty's attack was aimed.
local OBJECTIVES = {
  stone_wall    = { at = {34, 50.3}, radius = 4, points = 2 },
  marye_heights = { at = {46, 60},   radius = 4, points = 3 },
  willis_hill   = { at = {21, 58},   radius = 4, points = 1 },
}

-- Where each Union brigade forms line under the bluff beyond the canal ditch before it goes in:
-- a little over 30" from the wall (jackson's reach for an attack), so that it forms line there
-- rather than attacking from column. Brigades that come up later take the same ground.
local STAGING = {
  caldwell = {26, 18}, meagher  = {38, 18}, zook  = {50, 18},   -- Hancock's, turn 1
  ferrero  = {14, 18}, nagle    = {30, 18},                     -- Sturgis', turn 2
  owen     = {38, 18}, hall     = {54, 18},                     -- Howard's, turn 4
  allabach = {28, 18}, tyler    = {50, 18},                     -- Humphreys', turn 9
  hawkins  = {14, 18},                                          -- Getty's, turn 9
}

-- True when a unit of `side` that is not routing stands at the stone wall (its centre within the
-- objective's radius and an inch: any part of it within the radius, near enough).
local function at_wall(b, side)
  local wall = OBJECTIVES.stone_wall
  for _, u in ipairs(b:units(side)) do
    local dx, dy = u.x - wall.at[1], u.y - wall.at[2]
    if not u.routing and dx * dx + dy * dy <= (wall.radius + 1) ^ 2 then return true end
  end
  return false
end

-- Once-only lines for the narrative when these regiments break or leave the field.
local BROKEN = {
  ["24th New Jersey"]     = "The 24th New Jersey, in its first fight, breaks at the fences and runs for the bluff.",
  ["69th New York"]       = "What is left of the 69th New York goes to ground; the boxwood sprigs lie all over the slope.",
  ["5th New Hampshire"]   = "Cross is down and the 5th New Hampshire, half of it gone, falls back on the swale.",
  ["18th Georgia"]        = "The 18th Georgia gives up its piece of the wall, and the road behind it is empty for a moment.",
  ["24th North Carolina"] = "The 24th North Carolina, at the north end of the road, gives way toward the Plank Road.",
  ["Washington Artillery, 1st Company"] = "Squires' guns are silenced in their pits.",
}
local function broken(b, name)
  if BROKEN[name] and not b.vars["broken " .. name] then
    b.vars["broken " .. name] = true
    b:say("%s", BROKEN[name])
  end
end

return battle "Fredericksburg: Marye's Heights" {
  date = "1862-12-13", theatre = "eastern", rules = "jackson", turns = 10,
  -- jackson plays both armies together, card by card; `first` only orders the other rules' turns.
  sides = { "USA", "CSA" }, first = "USA",
  table = { width = 72, depth = 74 },
  men_per_stand = 150,
  weather = "cold and clear, the morning fog gone",

  terrain = {
    -- The town: the Union brigades waited in its streets, out of sight of the heights, and
    -- marched through them in column (no rough ground).
    town "Fredericksburg" { rough = false, {0,0}, {72,0}, {72,12}, {56,12.5}, {40,12}, {24,11.5}, {10,10}, {0,8} },
    -- The canal ditch (the millrace), some 15 feet wide with three feet of water, along the
    -- western edge of the town: crossed on the stringers of bridges stripped of their planks,
    -- or by wading.
    stream "Canal ditch" { {0,15}, {20,16}, {40,16.5}, {60,17}, {72,17} },
    -- The bluff just west of the ditch, under which the Union regiments re-formed their lines
    -- before going up the slope: cover from the guns while they stood there.
    rough "Bluff below the canal" { cover = "light", rough = false, {12,17.2}, {66,17.8}, {66,20.5}, {12,20} },
    -- Board and stump fences across the plain: "no shelter to an assailant" (the Comte de
    -- Paris), but a line to climb under fire.
    fence "Board fences" { cover = "none", {14,33}, {36,34}, {58,35} },
    -- The swale, a slight fold in the ground some hundred yards short of the wall where the men
    -- of the beaten brigades lay down: it hid a man lying flat and nobody standing.
    rough "The swale" { cover = "none", rough = false, {20,42}, {50,43}, {50,45}, {20,44} },

    -- The heights: Willis Hill the southern knob, Marye's Hill north of it with the Marye house.
    hill "Willis Hill"     { {6,53}, {29,52.5}, {29,74}, {2,74}, height = 1 },
    hill "Marye's Heights" { {29,52.5}, {60,53}, {66,74}, {29,74}, height = 1 },
    -- The stone wall, and the sunken Telegraph Road behind it, along the foot of the heights.
    wall "Stone wall"  { {16,49.5}, {46,49.5}, {56,50} },
    road "Sunken Road" { {14,50.6}, {46,50.6}, {58,51.2} },
    -- Walton's gun pits on the crest of Marye's Hill.
    entrenchment "Gun pits" { {31,56.6}, {56,56.6} },

    road "Hanover Street" { {60,0}, {60,13}, {59,30}, {58,51.2}, {55,58}, {50,74} },
    road "Telegraph Road" { {6,0}, {8,12}, {11,30}, {14,50.6}, {8,56}, {3,74} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    USA = army "Right Grand Division" {

      corps "II Corps" { commander = general "Couch" { quality = "seasoned", at = {44, 2} },  -- in the courthouse steeple

        -- French's division went first, about noon: here formed under the bluff, Kimball's
        -- brigade on the right by Hanover Street, Andrews' in the centre, Palmer's on the left,
        -- each with its first regiments in line and the rest in column behind them.
        division "French's" { commander = general "French" { quality = "seasoned" },
          brigade "Kimball's" { commander = general "Kimball" { quality = "veteran" }, order = "attack", objective = "stone_wall",
                                at = {58, 19.5}, facing = 0, formation = "line",
            infantry "14th Indiana"     { quality = "veteran", weapon = "rifled", stands = 3 },
            infantry "8th Ohio"         { quality = "veteran", weapon = "rifled", stands = 3 },
            infantry "24th New Jersey"  { quality = "raw",     weapon = "rifled", stands = 5, at = {50, 13.5}, formation = "column" },
            infantry "28th New Jersey"  { quality = "raw",     weapon = "rifled", stands = 4, at = {66, 13.5}, formation = "column" },
          },
          brigade "Andrews'" { commander = general "Andrews" { quality = "seasoned" }, order = "attack", objective = "stone_wall",
                               at = {37, 19.5}, facing = 0, formation = "line",
            infantry "1st Delaware"       { quality = "seasoned", weapon = "rifled", stands = 4 },
            infantry "132nd Pennsylvania" { quality = "seasoned", weapon = "rifled", stands = 5, at = {37, 13.5}, formation = "column" },
          },
          brigade "Palmer's" { commander = general "Palmer" { quality = "seasoned" }, order = "attack", objective = "stone_wall",
                               at = {16, 19.5}, facing = 0, formation = "line",
            infantry "14th Connecticut"   { quality = "seasoned", weapon = "rifled", stands = 3 },
            infantry "108th New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
            infantry "130th Pennsylvania" { quality = "seasoned", weapon = "rifled", stands = 4, at = {22, 13.5}, formation = "column" },
          },
        },

        -- Hancock's division waited in the streets and followed French's about 12:30: here it
        -- comes out of the town on turn 1 and forms under the bluff behind French's.
        division "Hancock's" { commander = general "Hancock" { quality = "veteran" },
          brigade "Zook's" { commander = general "Zook" { quality = "seasoned" }, order = "hold", objective = STAGING.zook,
                             facing = 0, formation = "column",
            infantry "27th Connecticut"  { quality = "raw",      weapon = "rifled", stands = 4 },
            infantry "57th New York"     { quality = "seasoned", weapon = "rifled", stands = 3 },
            infantry "53rd Pennsylvania" { quality = "seasoned", weapon = "rifled", stands = 4 },
          },
          -- The Irish Brigade: about 1,300 men in five small regiments, here four.
          brigade "Meagher's" { commander = general "Meagher" { quality = "seasoned" }, order = "hold", objective = STAGING.meagher,
                                facing = 0, formation = "column",
            infantry "28th Massachusetts" { quality = "veteran",  weapon = "rifled",     stands = 3 },
            infantry "69th New York"      { quality = "veteran",  weapon = "smoothbore", stands = 2 },
            infantry "88th New York"      { quality = "veteran",  weapon = "smoothbore", stands = 2 },
            infantry "116th Pennsylvania" { quality = "seasoned", weapon = "rifled",     stands = 2 },
          },
          brigade "Caldwell's" { commander = general "Caldwell" { quality = "seasoned" }, order = "hold", objective = STAGING.caldwell,
                                 facing = 0, formation = "column",
            infantry "5th New Hampshire" { quality = "veteran", weapon = "rifled", stands = 4 },
            infantry "61st New York"     { quality = "veteran", weapon = "rifled", stands = 4 },  -- with the 64th, under Miles
          },
        },

        -- Howard's division came up behind Hancock's and went in on the right, by Hanover Street.
        -- Like the later arrivals, its brigades hold in the streets where they come on until they
        -- are sent up to the bluff.
        division "Howard's" { commander = general "Howard" { quality = "seasoned" },
          brigade "Owen's" { commander = general "Owen" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "69th Pennsylvania"  { quality = "seasoned", weapon = "rifled", stands = 3 },
            infantry "71st Pennsylvania"  { quality = "seasoned", weapon = "rifled", stands = 4 },
            infantry "106th Pennsylvania" { quality = "seasoned", weapon = "rifled", stands = 3 },
          },
          brigade "Hall's" { commander = general "Hall" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "19th Massachusetts" { quality = "seasoned", weapon = "rifled", stands = 4 },
            infantry "20th Massachusetts" { quality = "veteran",  weapon = "rifled", stands = 5 },
          },
        },

        -- The two batteries sent over the canal in the afternoon "to encourage the infantry".
        brigade "Couch's guns" { commander = general "Morgan" { quality = "seasoned" },  -- Couch's chief of artillery
                                 order = "advance", objective = "stone_wall", facing = 0, formation = "column",
          battery "Hazard's" { guns = "smoothbore", quality = "veteran",  stands = 4 },  -- B, 1st Rhode Island
          battery "Frank's"  { guns = "smoothbore", quality = "seasoned", stands = 4 },  -- G, 1st New York
        },
      },

      corps "IX Corps" { commander = general "Willcox" { quality = "seasoned", at = {10, 2} },
        -- Sturgis' division went up on the left, by the Telegraph Road, from about 13:00.
        division "Sturgis'" { commander = general "Sturgis" { quality = "seasoned" },
          brigade "Ferrero's" { commander = general "Ferrero" { quality = "seasoned" }, order = "hold", objective = STAGING.ferrero,
                                facing = 0, formation = "column",
            infantry "51st New York"      { quality = "veteran", weapon = "rifled", stands = 4 },
            infantry "51st Pennsylvania"  { quality = "veteran", weapon = "rifled", stands = 5 },
            infantry "11th New Hampshire" { quality = "raw",     weapon = "rifled", stands = 5 },
          },
          brigade "Nagle's" { commander = general "Nagle" { quality = "seasoned" }, order = "hold", objective = STAGING.nagle,
                              facing = 0, formation = "column",
            infantry "7th Rhode Island"  { quality = "raw", weapon = "rifled", stands = 5 },
            infantry "12th Rhode Island" { quality = "raw", weapon = "rifled", stands = 7 },
          },
        },
        -- Getty sent Hawkins' brigade against Willis Hill after dark.
        division "Getty's" { commander = general "Getty" { quality = "seasoned" },
          brigade "Hawkins'" { commander = general "Hawkins" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "9th New York"       { quality = "veteran", weapon = "rifled", stands = 5 },  -- Hawkins' Zouaves
            infantry "13th New Hampshire" { quality = "raw",     weapon = "rifled", stands = 6 },
            infantry "25th New Jersey"    { quality = "raw",     weapon = "rifled", stands = 6 },
          },
        },
      },

      -- Hooker's Center Grand Division crossed in the afternoon; Butterfield's V Corps sent
      -- Humphreys' division in at dusk, its new Pennsylvania regiments ordered not to fire but to
      -- go in with the bayonet.
      corps "V Corps" { commander = general "Butterfield" { quality = "seasoned" },
        division "Humphreys'" { commander = general "Humphreys" { quality = "veteran" },
          brigade "Tyler's" { commander = general "Tyler" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "91st Pennsylvania"  { quality = "seasoned", weapon = "rifled", stands = 3 },
            infantry "126th Pennsylvania" { quality = "raw",      weapon = "rifled", stands = 5 },
            infantry "129th Pennsylvania" { quality = "raw",      weapon = "rifled", stands = 5 },
          },
          brigade "Allabach's" { commander = general "Allabach" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "123rd Pennsylvania" { quality = "raw", weapon = "rifled", stands = 5 },
            infantry "131st Pennsylvania" { quality = "raw", weapon = "rifled", stands = 5 },
            infantry "155th Pennsylvania" { quality = "raw", weapon = "rifled", stands = 5 },
          },
        },
      },
    },

    -- ===================================================================== CSA
    CSA = army "First Corps, Army of Northern Virginia" {
      -- Longstreet watched from Lee's Hill, off the table to the south: here at its corner.
      commander = general "Longstreet" { quality = "veteran", at = {2, 72} },

      division "McLaws'" { commander = general "McLaws" { quality = "veteran", at = {30, 61} },
        -- Cobb's brigade in the sunken road, from its right (south): 18th Georgia, 24th Georgia,
        -- Phillips' Legion, with the 24th North Carolina on its left; the 16th Georgia and Cobb's
        -- Legion in reserve behind (McMillan's report).
        brigade "Cobb's" { commander = general "Cobb" { quality = "seasoned" }, order = "hold", objective = "stone_wall",
                           facing = 180, formation = "line",
          infantry "18th Georgia"     { quality = "veteran",  weapon = "rifled", stands = 2, at = {25, 50.3} },
          infantry "24th Georgia"     { quality = "seasoned", weapon = "rifled", stands = 3, at = {34, 50.3} },
          infantry "Phillips' Legion" { quality = "seasoned", weapon = "rifled", stands = 3, at = {42, 50.3} },
          infantry "16th Georgia"     { quality = "seasoned", weapon = "rifled", stands = 2, at = {29, 54.5}, formation = "column" },
          infantry "Cobb's Legion"    { quality = "seasoned", weapon = "rifled", stands = 2, at = {39, 54.5}, formation = "column" },
        },
        -- Kershaw came along the Telegraph Road from Lee's Hill after Cobb fell; the 2nd and 8th
        -- South Carolina went down into the road, the rest of the brigade to the crest behind it.
        -- Here the brigade (all six of its units since #32) is ordered to hold the wall and finds
        -- its own places there.
        brigade "Kershaw's" { commander = general "Kershaw" { quality = "veteran" }, order = "hold", objective = "stone_wall",
                              facing = 180, formation = "column",
          infantry "2nd South Carolina"  { quality = "veteran", weapon = "rifled", stands = 3 },
          infantry "8th South Carolina"  { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "3rd South Carolina"  { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "15th South Carolina" { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "7th South Carolina"  { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "3rd South Carolina Battalion" { quality = "veteran", weapon = "rifled", stands = 2 },  -- James'
        },
      },

      division "Ransom's" { commander = general "Ransom" { quality = "seasoned", at = {50, 63} },
        -- Ransom's own brigade: the 24th in the road on Cobb's left, the rest behind Marye's Hill
        -- until Ransom took them down to the road.
        brigade "Ransom's brigade" { order = "hold", facing = 180, formation = "column", at = {46, 63},
          infantry "24th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 3, at = {53, 50.6}, formation = "line" },
          infantry "25th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "35th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "49th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 2 },
        },
        -- Cooke's brigade came up to the crest of Willis Hill about noon, the 27th and 48th in
        -- front; the 27th went on down into the road (E. D. Hall's report).
        brigade "Cooke's" { commander = general "Cooke" { quality = "seasoned" }, order = "hold", objective = "willis_hill",
                            at = {21, 57.5}, facing = 180, formation = "line",
          infantry "27th North Carolina" { quality = "veteran",  weapon = "rifled", stands = 2 },
          infantry "48th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "46th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 3, at = {17, 62}, formation = "column" },
          infantry "15th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 2, at = {25, 62}, formation = "column" },
        },
      },

      -- Walton's Washington Artillery of New Orleans, nine guns in the pits on Marye's Hill.
      brigade "Washington Artillery" { commander = general "Walton" { quality = "veteran" }, order = "hold",
                                       facing = 180, formation = "line",
        battery "Washington Artillery, 1st Company" { guns = "rifled",     quality = "veteran", stands = 3, at = {34, 58} },  -- Squires
        battery "Washington Artillery, 3rd Company" { guns = "smoothbore", quality = "veteran", stands = 3, at = {43, 58} },  -- Miller
        battery "Washington Artillery, 4th Company" { guns = "smoothbore", quality = "veteran", stands = 3, at = {52, 58} },  -- Eshleman
      },
      -- Alexander's battalion came up to relieve Walton's empty guns toward 16:00.
      brigade "Alexander's Battalion" { commander = general "Alexander" { quality = "veteran" }, order = "hold", objective = "marye_heights",
                                        facing = 180, formation = "column",
        battery "Woolfolk's" { guns = "smoothbore", quality = "veteran", stands = 3 },  -- Ashland Artillery
        battery "Jordan's"   { guns = "rifled",     quality = "veteran", stands = 3 },  -- Bedford Artillery
      },
    },
  },

  reinforcements = {
    -- Hancock's division comes out of the streets behind French's, a brigade by each street.
    { side = "USA", brigade = "Zook's",     turn = 1, enter = {52, 0} },
    { side = "USA", brigade = "Meagher's",  turn = 1, enter = {40, 0} },
    { side = "USA", brigade = "Caldwell's", turn = 1, enter = {28, 0} },
    -- The divisions waiting in the lower streets come up as the ones ahead go in: Howard's by
    -- the streets north of Hanover Street, Sturgis' by the Telegraph Road. The entries are
    -- spread along the back of the town so that an arriving column does not find its street
    -- full of the regiments that have come back from the slope.
    { side = "USA", brigade = "Howard's", turn = 2, enter = {70, 0} },
    { side = "USA", brigade = "Sturgis'", turn = 2, enter = "Telegraph Road" },
    -- The two batteries went over the canal in the middle of the afternoon (here from the lower
    -- town, where they do not stand in the streets later arrivals use).
    { side = "USA", brigade = "Couch's guns", turn = 6, enter = {2, 0}, roll = "2d6 >= 8" },
    -- Humphreys crossed the upper pontoons about 14:30 and was in the town by 15:30; Getty's
    -- division was brought up from the lower town toward evening.
    { side = "USA", brigade = "Tyler's",    turn = 8, enter = {70, 0}, roll = "2d6 >= 7" },
    { side = "USA", brigade = "Allabach's", turn = 8, enter = {66, 0}, roll = "2d6 >= 7" },
    { side = "USA", brigade = "Getty's",    turn = 8, enter = {14, 0}, roll = "2d6 >= 7" },
    -- Kershaw came along the Telegraph Road from Lee's Hill after Cobb fell, about 13:30-14:00.
    { side = "CSA", brigade = "Kershaw's", turn = 4, enter = "Telegraph Road", roll = "2d6 >= 9" },
    -- Alexander's battalion came from its reserve position behind the heights toward 16:00.
    { side = "CSA", brigade = "Alexander's Battalion", turn = 8, enter = {68, 74}, roll = "2d6 >= 7" },
  },

  events = events,

  -- A beaten Union brigade under fire goes back to the swale, the bluff or the town, as they did
  -- (#32; see TUNING above): the built-in commander falls back with a broken brigade only at a
  -- caution of 0.6 or more.
  temperament = { USA = { caution = 0.6 } },

  -- Historical orders. jackson has no couriers: an order takes effect at once, the move cards
  -- and the command response being the friction of command. Each Union brigade after French's
  -- comes up to its place under the bluff (its first order is to hold there), forms line, and
  -- then is sent in.
  orders = {
    -- French's three brigades go in at noon, under attack orders from the start; Hancock's
    -- division, formed behind them, goes in about 12:30.
    { turn = 2, side = "USA", to = "Zook's",     order = "attack", objective = "stone_wall" },
    { turn = 2, side = "USA", to = "Meagher's",  order = "attack", objective = "stone_wall" },
    { turn = 2, side = "USA", to = "Caldwell's", order = "attack", objective = "stone_wall" },
    -- ~13:00 Sturgis on the left; ~14:00 Howard on the right, sent up in support.
    { turn = 3, side = "USA", to = "Ferrero's", order = "advance", objective = "stone_wall" },
    { turn = 3, side = "USA", to = "Nagle's",   order = "advance", objective = "stone_wall" },
    { turn = 4, side = "USA", to = "Owen's",    order = "hold",   objective = STAGING.owen },
    { turn = 4, side = "USA", to = "Hall's",    order = "hold",   objective = STAGING.hall },
    { turn = 5, side = "USA", to = "Owen's",    order = "advance", objective = "stone_wall" },
    { turn = 5, side = "USA", to = "Hall's",    order = "advance", objective = "stone_wall" },
    -- ~16:00 Humphreys forms under the bluff; ~16:30 his assault, and Getty's against Willis Hill.
    { turn = 9, side = "USA", to = "Allabach's", order = "hold",   objective = STAGING.allabach },
    { turn = 9, side = "USA", to = "Tyler's",    order = "hold",   objective = STAGING.tyler },
    { turn = 10, side = "USA", to = "Allabach's", order = "attack", objective = "stone_wall" },
    { turn = 10, side = "USA", to = "Tyler's",    order = "attack", objective = "stone_wall" },
    { turn = 9, side = "USA", to = "Hawkins'",   order = "hold",   objective = STAGING.hawkins },
    { turn = 10, side = "USA", to = "Hawkins'",   order = "attack", objective = "willis_hill" },
    -- ~14:00 Ransom takes the 25th North Carolina (here his brigade) down to the road.
    { turn = 5, side = "CSA", to = "Ransom's brigade", order = "hold", objective = "stone_wall" },
  },

  -- jackson ends the day itself when an army's effectiveness (its fresh units) falls below 25%
  -- or it has no casualty-free stands left. Otherwise dark decides: Federals holding Marye's
  -- Heights, or alone at the wall, have carried the position; Federals at the wall with the
  -- Confederates still in the road behind it make a draw; with no Federal at the wall the
  -- Confederates have held, whether or not their regiments are still in the road itself. How
  -- great the victory is comes from the butcher's bill (jackson's degree of defeat: a winner who
  -- lost the larger share has a "useless victory", marginal).
  victory = {
    degree_of_defeat = true,
    decide = function(b)
      if b.turn < b.turns then return nil end
      if b:holds("USA", "marye_heights") then
        return { winner = "USA", condition = "dark: the Federals are on Marye's Heights among the Washington Artillery's pits" }
      end
      if b:holds("USA", "stone_wall") then
        return { winner = "USA", condition = "dark: the Federals are over the stone wall and in the sunken road" }
      end
      if at_wall(b, "USA") then
        return { winner = "draw", condition = "dark: Federals are at the stone wall, and the Confederates still in the road behind it" }
      end
      if b:holds("CSA", "stone_wall") then
        return { winner = "CSA", condition = "dark: the Confederates still hold the stone wall; the plain is covered with the Union dead" }
      end
      return { winner = "CSA", condition = "dark: no Federal has reached the stone wall; the Confederates still hold the heights" }
    end,
  },

  history = { winner = "CSA", casualties = { USA = { men = 6428 }, CSA = { men = 1200 } } },

  on = {
    turn_start = function(b)
      local lines = {
        [1]  = "12:00. The fog has burned off. French's division has filed out of the town and formed under the bluff beyond the canal ditch; on Marye's Heights the Washington Artillery opens.",
        [2]  = "12:30. Hancock's division goes in behind French's; from the courthouse steeple Couch watches the slope fill with men.",
        [3]  = "13:00. Sturgis' division of the Ninth Corps goes up on the left, by the Telegraph Road.",
        [5]  = "14:00. Howard's division goes up on the right. Burnside orders the attacks kept up.",
        [8]  = "15:30. Humphreys' division is crossing the pontoons; Hooker rides to Burnside to protest the next assault.",
        [10] = "16:30. The sun is going down behind the heights. Humphreys forms his Pennsylvanians for the bayonet; on the left Getty sends Hawkins' brigade toward Willis Hill.",
      }
      if lines[b.turn] then b:say("%s", lines[b.turn]) end
    end,

    area_entered = function(b, unit, area)
      if unit.side ~= "USA" then return end
      if area == "The swale" and not b.vars.swale then
        b.vars.swale = true
        b:say("The %s goes to ground in the swale a hundred yards from the wall.", unit.name)
      elseif area == "stone_wall" and not b.vars.at_wall then
        b.vars.at_wall = true
        b:say("The %s is at the stone wall itself!", unit.name)
      end
    end,

    objective_taken = function(b, objective, side)
      if side == "USA" and objective == "stone_wall" then
        b:say("Federals are in the sunken road: Cobb's line is broken.")
      elseif side == "USA" and objective == "marye_heights" then
        b:say("Union colours on Marye's Heights, among the Washington Artillery's pits!")
      elseif side == "CSA" and objective == "stone_wall" and b.turn > 1 then
        b:say("The Confederates have the whole of the stone wall again.")
      end
    end,

    -- jackson takes a regiment off the table when it is shot to pieces or routs away; the
    -- other rules rout it first. Whichever comes first, once each.
    unit_routed = function(b, unit) broken(b, unit.name) end,
    unit_destroyed = function(b, unit) broken(b, unit.name) end,
    unit_left_field = function(b, unit) broken(b, unit.name) end,

    general_killed = function(b, general)
      -- The event table may already have told of Cobb's wound (events/fredericksburg.lua, 2).
      if general.name == "Cobb" and b.vars.cobb_down then
        b:say("Cobb dies behind the wall.")
        return
      end
      local words = {
        Cobb       = "Cobb is struck down by the Stephens house, his thigh torn open; he bleeds to death behind the wall. Colonel McMillan takes the brigade",
        Cooke      = "Cooke falls on the crest of Willis Hill, shot in the head; Colonel Hall takes the brigade",
        Kimball    = "Kimball is carried off with a wound in the thigh",
        Caldwell   = "Caldwell is hit twice and carried from the field",
        Meagher    = "Meagher is down; the Irish Brigade goes on without him",
        Zook       = "Zook is down in front of the wall",
        Humphreys  = "Humphreys, two horses shot under him, is down at last",
        Kershaw    = "Kershaw falls in the sunken road",
        Walton     = "Walton is hit among his guns",
        Longstreet = "Longstreet is hit on Lee's Hill",
      }
      b:say("%s", words[general.name] or (general.name .. " has fallen"))
    end,
  },
}
