-- scripts/cedar_mountain.lua: Cedar Mountain, 9 August 1862 — Banks' attack on Jackson along the
-- Culpeper road, written for the minicampaign rules (brigades as units, divisions of 2-4
-- brigades with a general each).
--
-- SCALE. minicampaign: a brigade is one unit of 2-8 stands; each regiment below is given the
-- stands it adds to its brigade (one per ~350 men present), so every brigade sums to 2-8 stands
-- (`men_per_stand = 350`, for losses in men).
-- Turns are about 30 minutes: turn 1 begins about 16:30, when Crawford's brigade formed in the
-- woods north of the wheatfield; turn 6 ends at 19:30, at dusk (sunset 19:14, the end of civil
-- twilight 19:42, by the U.S. Naval Observatory's tables for the field), after A. P. Hill's
-- counter-attack. (Until #32 the battle had 8 turns, which ran an hour past dark to 20:30: the
-- fire-fights went on for two turns after the fighting on the day had stopped.)
--
-- LAYOUT. Written for minicampaign, but it plays under igor too, where every regiment is a
-- 7.87"-wide line: the brigades are placed so that neither rules' footprints overlap at set-up
-- (Prince's in second line behind Geary's, Taliaferro's behind Garnett's and Early's, which hold
-- the Crittenden lane; Bayard's troopers in column on the Union left; the Confederate guns at the
-- lane gate and on the mountain). `caisson check --rules igor` checks it.
--
-- ORIENTATION. The Union came from Culpeper to the north-east: the USA edge is y = 0, the CSA
-- edge y = 48. x grows eastward: the wheatfield and the woods Crawford crossed are on the west
-- (left, seen from the USA edge), Cedar Mountain on the east. Facing 0 is up the table.
--
-- SOURCES: O.R. Ser. I, Vol. 12, Part 2 (reports of Banks, Williams, Crawford, Augur, Jackson,
-- Winder's successors, Ewell and A. P. Hill); R. K. Krick, "Stonewall Jackson at Cedar Mountain"
-- (1990). Quality: most Union regiments had a year's service (seasoned); the Stonewall Brigade
-- and Early's regiments veterans of the Valley and the Seven Days; Garnett's and Taliaferro's
-- seasoned; Branch's and Pender's seasoned after the Seven Days.
-- Losses for `history`, in men: Union 2,353 (314 killed, 1,445 wounded, 594 missing), Confederate
-- 1,338 (231 killed, 1,107 wounded), from the O.R. returns as the CWSAC battle summary gives them
-- (3,691 in all). Nearly all fell in the infantry fight this table plays; the artillery duel
-- before 16:30 is in them too, so they are a little high for it.
--
-- VICTORY (#32). At dusk the Union wins by holding the Crittenden gate, or (marginally) by holding
-- the wheatfield while the gate is not Jackson's; the Confederates win by holding more points;
-- anything else is a draw. The second Union condition is #32's: before it, Banks in the wheatfield
-- with the gate lost to Jackson was a draw (8% of battles). Jackson's line ran along the
-- Crittenden lane from the gate to the wheatfield; Crawford's charge broke its left, and the day
-- was Jackson's only because A. P. Hill's brigades restored it before dark (Krick).
-- A dusk with the Federals still in the wheatfield and the gate not held by Jackson is the day
-- on which that counter-attack failed and Jackson's line stood broken at nightfall
-- (his left turned, his centre lost): a Union success, if a lesser one than the gate's.

local OBJECTIVES = {
  wheatfield      = { at = {26, 26}, radius = 5, points = 2 },  -- the wheatfield on the Confederate left
  crittenden_gate = { at = {46, 28}, radius = 4, points = 3 },  -- the Crittenden lane gate on the Culpeper road
  cedar_mountain  = { at = {84, 38}, radius = 5, points = 2 },  -- the northern shoulder of the mountain
}
local ORDER = { "crittenden_gate", "wheatfield", "cedar_mountain" }

return battle "Cedar Mountain" {
  date = "1862-08-09", theatre = "eastern", rules = "minicampaign", turns = 6,
  first = "USA", sides = { "USA", "CSA" },
  table = { width = 96, depth = 48 },
  men_per_stand = 350,

  terrain = {
    hill  "Cedar Mountain"      { {72,30}, {86,28}, {96,30}, {96,48}, {76,48}, height = 1 },
    woods "Crawford's woods"    { cover = "light", {6,6}, {30,6}, {30,16}, {6,16} },
    woods "Western woods"       { cover = "light", {0,30}, {20,30}, {22,48}, {0,48} },
    crops "Wheatfield"          { rough = false, {14,18}, {38,18}, {38,32}, {14,32} },
    road  "Culpeper Road"       { {24,0}, {40,16}, {46,28}, {56,40}, {64,48} },
    stream "Cedar Run"          { {52,0}, {70,6}, {96,10} },
    fence "Crittenden lane"     { {40,30}, {60,30} },
  },

  objectives = OBJECTIVES,

  forces = {
    USA = army "Banks' Corps" {
      commander = general "Banks" { quality = "raw", at = {44,3} },

      division "Williams'" { commander = general "Williams" { quality = "seasoned", at = {18,4} },
        -- Crawford's brigade charged across the wheatfield about 17:45 and broke Garnett's line.
        brigade "Crawford's" { commander = general "Crawford" { quality = "seasoned" }, order = "attack", objective = "wheatfield",
                               at = {18,12}, facing = 0, formation = "line",
          infantry "10th Maine"        { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "28th New York"     { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "46th Pennsylvania" { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "5th Connecticut"   { quality = "seasoned", weapon = "rifled", stands = 1 },
        },
        -- Gordon's brigade came up late on the right; the 2nd Massachusetts was one of the best
        -- regiments in the army.
        brigade "Gordon's" { commander = general "Gordon" { quality = "seasoned" }, order = "hold", objective = "wheatfield",
                             at = {8,3}, facing = 0, formation = "column",
          infantry "2nd Massachusetts" { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "3rd Wisconsin"     { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "27th Indiana"      { quality = "seasoned", weapon = "rifled", stands = 2 },
        },
        battery "Cothran's" { guns = "rifled", quality = "seasoned", at = {34,8}, facing = 10 },  -- M, 1st New York
      },

      division "Augur's" { commander = general "Augur" { quality = "seasoned", at = {60,6} },
        -- Geary's Ohioans and Prince's brigade attacked astride the road toward the gate.
        brigade "Geary's" { commander = general "Geary" { quality = "seasoned" }, order = "advance", objective = "crittenden_gate",
                            at = {54,12}, facing = 0, formation = "line",
          infantry "5th Ohio"  { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "7th Ohio"  { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "29th Ohio" { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "66th Ohio" { quality = "seasoned", weapon = "rifled", stands = 1 },
        },
        brigade "Prince's" { commander = general "Prince" { quality = "seasoned" }, order = "advance", objective = "crittenden_gate",
                             at = {59,7.5}, facing = 0, formation = "line",
          infantry "3rd Maryland"          { quality = "raw", weapon = "smoothbore", stands = 1 },
          infantry "102nd New York"        { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "109th Pennsylvania"    { quality = "raw", weapon = "smoothbore", stands = 1 },
          infantry "111th Pennsylvania"    { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "8th and 12th U.S."     { quality = "veteran", weapon = "rifled", stands = 1 },
        },
        brigade "Greene's" { commander = general "Greene" { quality = "seasoned" }, order = "hold", objective = "cedar_mountain",
                             at = {82,12}, facing = 0, formation = "line",
          infantry "1st District of Columbia" { quality = "raw", weapon = "smoothbore", stands = 1 },
          infantry "78th New York"            { quality = "raw", weapon = "rifled", stands = 1 },
        },
        battery "Knap's" { guns = "rifled", quality = "seasoned", at = {58,4}, facing = 0 },  -- E, Pennsylvania
        battery "Best's" { guns = "rifled", quality = "veteran", at = {70,3}, facing = 0 },   -- F, 4th U.S.
      },

      division "Bayard's cavalry" { commander = general "Bayard" { quality = "seasoned", at = {90,3} },
        brigade "Bayard's" { order = "hold", objective = "cedar_mountain", at = {88,8}, facing = 0, formation = "column",
          cavalry "1st Pennsylvania Cavalry" { quality = "seasoned", weapon = "carbine", stands = 2 },
          cavalry "1st New Jersey Cavalry"   { quality = "seasoned", weapon = "carbine", stands = 2 },
        },
        brigade "1st Maine and 1st Rhode Island" { order = "hold", at = {84,3}, facing = 0, formation = "column",
          cavalry "1st Maine Cavalry"        { quality = "raw", weapon = "carbine", stands = 1 },
          cavalry "1st Rhode Island Cavalry" { quality = "raw", weapon = "carbine", stands = 1 },
        },
      },
    },

    CSA = army "Jackson's Command" {
      commander = general "Jackson" { quality = "veteran", at = {48,46} },

      -- Winder's division held the left of the road; Winder was killed by a shell about 17:00.
      division "Winder's" { commander = general "Winder" { quality = "veteran", at = {34,44} },
        brigade "Garnett's" { commander = general "Garnett" { quality = "seasoned" }, order = "hold", objective = "wheatfield",
                              at = {26,36}, facing = 180, formation = "line",
          infantry "1st Virginia Battalion" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "21st Virginia"          { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "42nd Virginia"          { quality = "seasoned", weapon = "smoothbore", stands = 2 },
          infantry "48th Virginia"          { quality = "seasoned", weapon = "rifled", stands = 1 },
        },
        brigade "Taliaferro's" { commander = general "Taliaferro" { quality = "seasoned" }, order = "hold", objective = "crittenden_gate",
                                 at = {50,41}, facing = 180, formation = "line",
          infantry "10th Virginia" { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "23rd Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "37th Virginia" { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "47th Alabama"  { quality = "raw", weapon = "smoothbore", stands = 1 },
          infantry "48th Alabama"  { quality = "raw", weapon = "smoothbore", stands = 1 },
        },
        brigade "Stonewall" { commander = general "Ronald" { quality = "seasoned" }, order = "hold", objective = "wheatfield",
                              at = {12,44}, facing = 180, formation = "column",
          infantry "2nd Virginia"  { quality = "veteran", weapon = "rifled", stands = 1 },
          infantry "4th Virginia"  { quality = "veteran", weapon = "rifled", stands = 1 },
          infantry "5th Virginia"  { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "27th Virginia" { quality = "veteran", weapon = "smoothbore", stands = 1 },
          infantry "33rd Virginia" { quality = "veteran", weapon = "smoothbore", stands = 1 },
        },
        battery "Poague's" { guns = "rifled", quality = "veteran", at = {46,30}, facing = 180 },  -- Rockbridge Artillery
      },

      -- Ewell's division held the right, on the slope of the mountain.
      division "Ewell's" { commander = general "Ewell" { quality = "veteran", at = {74,46} },
        brigade "Early's" { commander = general "Early" { quality = "veteran" }, order = "hold", objective = "crittenden_gate",
                            at = {54,33}, facing = 180, formation = "line",
          infantry "12th Georgia"  { quality = "veteran", weapon = "rifled", stands = 1 },
          infantry "13th Virginia" { quality = "veteran", weapon = "rifled", stands = 1 },
          infantry "25th Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "31st Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "52nd Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "58th Virginia" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
        },
        brigade "Trimble's" { commander = general "Trimble" { quality = "veteran" }, order = "hold", objective = "cedar_mountain",
                              at = {82,37.5}, facing = 180, formation = "line",
          infantry "15th Alabama"      { quality = "veteran", weapon = "rifled", stands = 2 },
          infantry "21st Georgia"      { quality = "veteran", weapon = "smoothbore", stands = 1 },
          infantry "21st North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 2 },
        },
        brigade "Forno's" { commander = general "Forno" { quality = "seasoned" }, order = "hold", objective = "cedar_mountain",
                            at = {74,45}, facing = 180, formation = "column",
          infantry "5th Louisiana"  { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "6th Louisiana"  { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "7th Louisiana"  { quality = "veteran", weapon = "rifled", stands = 1 },
          infantry "8th Louisiana"  { quality = "seasoned", weapon = "rifled", stands = 1 },
        },
        battery "Latimer's" { guns = "rifled", quality = "seasoned", at = {86,33}, facing = 190 },  -- Courtney Artillery, on the mountain
      },

      -- A. P. Hill's Light Division came up the Culpeper road from Orange and counter-attacked
      -- about 18:00.
      division "A. P. Hill's" { commander = general "A. P. Hill" { quality = "veteran" },
        brigade "Branch's" { commander = general "Branch" { quality = "seasoned" }, order = "attack", objective = "wheatfield",
                             facing = 180, formation = "column",
          infantry "7th North Carolina"  { quality = "seasoned", weapon = "rifled", stands = 2 },
          infantry "18th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "28th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "33rd North Carolina" { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "37th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
        },
        brigade "Archer's" { commander = general "Archer" { quality = "seasoned" }, order = "attack", objective = "crittenden_gate",
                             facing = 180, formation = "column",
          infantry "5th Alabama Battalion" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "19th Georgia"          { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "1st Tennessee"         { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "7th Tennessee"         { quality = "seasoned", weapon = "rifled", stands = 1 },
          infantry "14th Tennessee"        { quality = "seasoned", weapon = "rifled", stands = 1 },
        },
        brigade "Pender's" { commander = general "Pender" { quality = "seasoned" }, order = "attack", objective = "wheatfield",
                             facing = 180, formation = "column",
          infantry "16th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "22nd North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "34th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
          infantry "38th North Carolina" { quality = "seasoned", weapon = "smoothbore", stands = 1 },
        },
      },
    },
  },

  reinforcements = {
    -- Hill's brigades came up the road one after another from about 17:30 (turns 3-5).
    { side = "CSA", brigade = "Branch's", turn = 3, enter = "Culpeper Road", roll = "2d6 >= 6" },
    { side = "CSA", brigade = "Archer's", turn = 4, enter = "Culpeper Road", roll = "2d6 >= 6" },
    { side = "CSA", brigade = "Pender's", turn = 4, enter = {30, 48},        roll = "2d6 >= 7" },
  },

  orders = {
    -- Banks committed Gordon on the right once Crawford was in.
    { turn = 3, side = "USA", to = "Gordon's", order = "attack", objective = "wheatfield" },
    -- Jackson sent the Stonewall Brigade forward as Garnett's line gave way.
    { turn = 3, side = "CSA", to = "Stonewall", order = "attack", objective = "wheatfield" },
  },

  victory = function(b)
    if b.turn < b.turns then return nil end
    local score = { USA = 0, CSA = 0 }
    for _, name in ipairs(ORDER) do
      for _, side in ipairs { "USA", "CSA" } do
        if b:holds(side, name) then score[side] = score[side] + OBJECTIVES[name].points end
      end
    end
    -- Jackson held the field: the Union must take the gate to claim more than a draw.
    if b:holds("USA", "crittenden_gate") then
      return { winner = "USA", level = score.USA >= 5 and "substantial" or "marginal",
               condition = ("dusk: Banks holds the Crittenden gate (%d points to %d)"):format(score.USA, score.CSA) }
    end
    -- Jackson's left turned and his centre lost at dark: Hill's counter-attack failed.
    if b:holds("USA", "wheatfield") and not b:holds("CSA", "crittenden_gate") then
      return { winner = "USA", level = "marginal",
               condition = ("dusk: Banks holds the wheatfield and Jackson has lost the Crittenden gate (%d points to %d)"):format(score.USA, score.CSA) }
    end
    if score.CSA > score.USA then
      return { winner = "CSA", level = score.CSA >= 5 and "substantial" or "marginal",
               condition = ("dusk: Jackson holds the field (%d points to %d)"):format(score.CSA, score.USA) }
    end
    return { winner = "draw", condition = ("dusk: the field evenly held (%d points each)"):format(score.USA) }
  end,

  history = { winner = "CSA", casualties = { USA = { men = 2353 }, CSA = { men = 1338 } } },
}
