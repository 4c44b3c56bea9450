-- scripts/mcphersons_ridge.lua: Gettysburg, 1 July 1863 — McPherson's Ridge. Buford's dismounted
-- troopers hold Heth's division on the Chambersburg Pike until Wadsworth's division of the
-- I Corps comes up; then the afternoon assault of Pettigrew and Brockenbrough.
--
-- SCALE. igor: 15" = 500 yards, turns of ~15 minutes. The 72" x 60" table is ~2400 x 2000
-- yards, from just east of Seminary Ridge to Herr Ridge.
-- TIME. Turns 1-8 are the morning, 09:30 to 11:30: Archer and Davis come down from Herr Ridge,
-- Cutler and Meredith arrive about 10:00-10:30, Archer is broken in Herbst woods and Davis in
-- the railroad cut. The midday lull (about 11:30-14:00, when the field was nearly quiet while
-- both sides brought up more troops) is skipped: turns 9-12 are 14:15 to 15:15, the attack of
-- Pettigrew's and Brockenbrough's brigades that drove the Iron Brigade off the ridge. The
-- turn_start hook announces the jump.
-- VICTORY. At the turn limit the side holding McPherson's barn wins; with the barn contested, the
-- side that bled the other more; with the losses even too, the side holding more of the rest of
-- the ridge (Herbst woods, the Seminary, the railroad cut) by their points. Only a field even in
-- all three is a draw. (Without the last test about one battle in twenty was drawn under the
-- brigade commander: too many for a fight that was decided on the day.)
--
-- ORIENTATION. East (Seminary Ridge and the town behind it, the Union side) is the USA edge,
-- y = 0; west (Herr Ridge, Heth's approach from Cashtown) the CSA edge, y = 60. Seen from the
-- USA edge north is on the right: x grows northward. The Chambersburg Pike runs across the
-- table at about x = 40-44; the unfinished railroad cut lies ~200 yards north of it; the
-- Fairfield road is just off the south (x = 0) edge.
--
-- SOURCES:
--   * Orders of battle: O.R. Ser. I, Vol. 27, Part 1, pp. 155 ff. and Part 2, pp. 283 ff.;
--     H. W. Pfanz, "Gettysburg: The First Day" (2001); D. G. Martin, "Gettysburg July 1" (1995);
--     the Gettysburg NMP tablets for each brigade.
--   * Terrain: the Warren survey (1868-69) and Bachelder's isometric map of the field, as
--     redrawn in the Gettysburg NMP "troop position" maps for 10:00-11:00 and 15:00 on 1 July.
--   * Quality: Archer's and Davis' old regiments (2nd and 11th Mississippi) veterans of the
--     Light Division and of Whiting; the 42nd Mississippi and 55th North Carolina had never been
--     in a battle (raw); Pettigrew's 26th and 47th/52nd North Carolina seasoned, the 11th North
--     Carolina new to the army (raw); Brockenbrough's small Virginia brigade seasoned. The Iron
--     Brigade veteran except the 24th Michigan (Fredericksburg, Chancellorsville: seasoned);
--     Cutler's seasoned, the 14th Brooklyn veteran; Buford's troopers seasoned (Brandy Station,
--     Upperville); the regular battery (Calef's A, 2nd U.S.) veteran.
--   * Weapons: by 1863 both armies were armed with rifle-muskets (Springfields and Enfields).
--     Gamble's troopers carried breech-loading carbines (Sharps, Burnside, Merrill): weapon
--     "breechloader", igor's breech-loading table. Calef's six 3-inch ordnance rifles, Hall's
--     2nd Maine (3-inch rifles) and Marye's Fredericksburg Artillery (the first Confederate
--     guns to fire, 3-inch rifles) rifled.
--   * DISMOUNTED TROOPERS. The engine cannot yet start cavalry dismounted, and its AI never
--     dismounts them (mounted cavalry do not fire in igor). Gamble's regiments are therefore
--     written as `infantry` in skirmish order with breech-loaders: on foot, in open order, with
--     carbines, which is how they fought (one man in four held the horses — hence the small
--     stand counts). They keep their cavalry names.
--   * Devin's brigade (on Gamble's right, north of the railroad) and Heth's other artillery
--     (Pegram's other batteries) are left off the table.
--   * Strength, for losses in men (J. W. Busey and D. G. Martin, "Regimental Strengths and
--     Losses at Gettysburg", 4th ed. 2005, rounded): Gamble's troopers on foot about 1,200 (of
--     1,600, a man in four holding the horses), Cutler's five regiments here 1,570, the Iron
--     Brigade 1,880: 4,650 men in 26 stands, some 175 a stand. Archer's 1,200, Davis' three
--     regiments 1,700, Pettigrew's 2,580, Brockenbrough's 970: 6,450 in 31 stands, some 210 a
--     stand (`men_per_stand`).
--   * Losses for `history`, in men (Busey and Martin's losses for 1 July, the brigades here,
--     rounded): Union about 2,250 (the Iron Brigade 1,150, Cutler's five regiments 1,000, Gamble
--     and Calef 100), Confederates about 2,600 (Pettigrew's 1,100, Davis' 900, Archer's 450 with
--     those taken in Herbst woods, Brockenbrough's 150). Estimates, good to a few hundred: part
--     of the Union loss fell after 15:15, on Seminary and Oak Ridges, off this table's day.
--
-- Regiments shared with scripts/first_bull_run.lua (the 2nd Wisconsin, the 14th Brooklyn, the
-- 2nd and 11th Mississippi) are spelled the same, though no campaign links the two battles.

local events = require "events.mcphersons_ridge"

local OBJECTIVES = {
  mcpherson_barn  = { at = {38, 27}, radius = 4, points = 3 },  -- Edward McPherson's barn, south of the pike on the ridge
  herbst_woods    = { at = {26, 31}, radius = 5, points = 2 },  -- McPherson's (Herbst) woods, the Iron Brigade's ground
  railroad_cut    = { at = {47, 18}, radius = 4, points = 1 },  -- the middle cut, where Davis' men were trapped
  seminary        = { at = {30, 6},  radius = 4, points = 2 },  -- the Lutheran Seminary on Seminary Ridge
}
local ORDER = { "mcpherson_barn", "herbst_woods", "seminary", "railroad_cut" }

-- Regimental stands, reinforcements included: USA 24, CSA 31. An army that loses 60% breaks.
local BREAK_AT = { USA = 15, CSA = 19 }

return battle "McPherson's Ridge" {
  date = "1863-07-01", theatre = "eastern", rules = "igor", turns = 12,
  first = "CSA", sides = { "USA", "CSA" },   -- Heth is attacking
  table = { width = 72, depth = 60 },
  men_per_stand = { USA = 175, CSA = 210 },

  terrain = {
    hill "Seminary Ridge"   { {0,1}, {72,1}, {72,10}, {0,10}, height = 1 },
    hill "McPherson's Ridge" { {6,22}, {70,21}, {70,32}, {6,33}, height = 1 },
    hill "Herr Ridge"       { {0,50}, {72,50}, {72,60}, {0,60}, height = 1 },
    -- Herbst's woodlot, running from the ridge crest down to Willoughby Run, south of the pike.
    woods "Herbst woods" { cover = "light", {18,25}, {34,25}, {35,38}, {20,39}, {16,32} },
    -- The unfinished railroad's middle cut, ~15 feet deep: rough to cross, cover to those in it.
    rough "Railroad cut" { cover = "light", {44,10}, {48,10}, {50,26}, {46,26} },
    stream "Willoughby Run" { {0,36}, {20,37.5}, {36,38.5}, {50,39}, {72,40} },
    road "Chambersburg Pike" { {40,0}, {41,10}, {42,30}, {43,40}, {44,60} },
    -- The Emmitsburg road's last stretch and the lane across the fields past the Codori farm
    -- to the Seminary: the I Corps' way in.
    road "Emmitsburg Road"   { {6,0}, {20,4}, {30,6}, {40,8} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    USA = army "Army of the Potomac, left wing" {
      -- Reynolds, commanding the left wing (I, III and XI Corps), rode ahead of his infantry.
      commander = general "Reynolds" { quality = "veteran", at = {32,9} },

      division "Buford's" { commander = general "Buford" { quality = "veteran", at = {30,6} },
        -- Gamble's brigade, dismounted along McPherson's Ridge since 08:00 (O.R. 27/1, Gamble).
        brigade "Gamble's" { commander = general "Gamble" { quality = "seasoned" },
                             order = "hold", objective = "mcpherson_barn", facing = 0, formation = "skirmish",
          infantry "8th New York Cavalry" { quality = "seasoned", weapon = "breechloader", stands = 2, at = {14,27} },
          infantry "3rd Indiana Cavalry"  { quality = "seasoned", weapon = "breechloader", stands = 1, at = {27,26} },  -- six companies
          infantry "8th Illinois Cavalry" { quality = "seasoned", weapon = "breechloader", stands = 2, at = {52,26} },
          infantry "12th Illinois Cavalry" { quality = "seasoned", weapon = "breechloader", stands = 1, at = {64,26} }, -- four companies
          battery  "Calef's" { guns = "rifled", quality = "veteran", at = {40,21}, facing = 0, formation = "unlimbered" },  -- behind the troopers, clear of their line under every rule system
        },
      },

      division "Wadsworth's" { commander = general "Wadsworth" { quality = "seasoned" },
        -- Cutler's brigade came up first, ~10:00, and went in north of the pike against Davis.
        brigade "Cutler's" { commander = general "Cutler" { quality = "seasoned" },
                             order = "attack", objective = "railroad_cut", facing = 0, formation = "column",
          infantry "76th New York"      { quality = "seasoned", weapon = "rifled" },
          infantry "56th Pennsylvania"  { quality = "seasoned", weapon = "rifled" },
          infantry "147th New York"     { quality = "seasoned", weapon = "rifled" },
          infantry "95th New York"      { quality = "seasoned", weapon = "rifled" },
          infantry "14th Brooklyn"      { quality = "veteran",  weapon = "rifled" },
          battery  "Hall's 2nd Maine"   { guns = "rifled", quality = "seasoned" },
        },
        -- Meredith's "Iron Brigade" followed ~10:15 and swept Archer out of Herbst woods.
        brigade "Meredith's" { commander = general "Meredith" { quality = "seasoned" },
                               order = "attack", objective = "herbst_woods", facing = 0, formation = "column",
          infantry "2nd Wisconsin"  { quality = "veteran",  weapon = "rifled" },
          infantry "7th Wisconsin"  { quality = "veteran",  weapon = "rifled" },
          infantry "19th Indiana"   { quality = "veteran",  weapon = "rifled" },
          infantry "24th Michigan"  { quality = "seasoned", weapon = "rifled" },
          infantry "6th Wisconsin"  { quality = "veteran",  weapon = "rifled" },
        },
      },
    },

    -- ===================================================================== CSA
    CSA = army "Army of Northern Virginia" {
      commander = general "A. P. Hill" { quality = "seasoned", at = {44,58} },

      division "Heth's" { commander = general "Heth" { quality = "seasoned", at = {40,56} },
        -- Archer's brigade deployed south of the pike and crossed Willoughby Run into the woods.
        brigade "Archer's" { commander = general "Archer" { quality = "veteran" },
                             order = "attack", objective = "herbst_woods", facing = 180, formation = "line",
          infantry "5th Alabama Battalion" { quality = "veteran", weapon = "rifled", stands = 1, at = {22,38.5}, formation = "skirmish" },
          infantry "13th Alabama"   { quality = "veteran", weapon = "rifled", at = {8,42} },
          infantry "1st Tennessee"  { quality = "veteran", weapon = "rifled", at = {17,42} },
          infantry "7th Tennessee"  { quality = "veteran", weapon = "rifled", at = {26,42} },
          infantry "14th Tennessee" { quality = "veteran", weapon = "rifled", at = {35,42} },
        },
        -- Davis' brigade north of the pike; the 11th Mississippi was guarding the trains.
        brigade "Davis'" { commander = general "Davis" { quality = "raw" },   -- the president's nephew, a staff officer until 1862
                           order = "attack", objective = "railroad_cut", facing = 180, formation = "line",
          infantry "55th North Carolina" { quality = "raw",     weapon = "rifled", at = {51,43} },
          infantry "2nd Mississippi"     { quality = "veteran", weapon = "rifled", at = {60,43} },
          infantry "42nd Mississippi"    { quality = "raw",     weapon = "rifled", at = {68,43} },
        },
        -- Pettigrew's big North Carolina brigade (the 26th lost 588 of 800 on the 1st and 3rd).
        brigade "Pettigrew's" { commander = general "Pettigrew" { quality = "seasoned" },
                                order = "attack", objective = "herbst_woods", facing = 180, formation = "column",
          infantry "26th North Carolina" { quality = "seasoned", weapon = "rifled", stands = 3 },
          infantry "11th North Carolina" { quality = "raw",      weapon = "rifled" },
          infantry "47th North Carolina" { quality = "seasoned", weapon = "rifled" },
          infantry "52nd North Carolina" { quality = "seasoned", weapon = "rifled" },
        },
        -- Brockenbrough's small Virginia brigade attacked along the pike toward the barn.
        brigade "Brockenbrough's" { commander = general "Brockenbrough" { quality = "raw" },
                                    order = "attack", objective = "mcpherson_barn", facing = 180, formation = "column",
          infantry "40th Virginia"           { quality = "seasoned", weapon = "rifled" },
          infantry "47th Virginia"           { quality = "seasoned", weapon = "rifled" },
          infantry "55th Virginia"           { quality = "seasoned", weapon = "rifled" },
          infantry "22nd Virginia Battalion" { quality = "seasoned", weapon = "rifled", stands = 1 },
        },
        -- Marye's Fredericksburg Artillery of Pegram's battalion, on Herr Ridge by the pike.
        battery "Marye's" { guns = "rifled", quality = "veteran", at = {37,54}, facing = 180 },
      },
    },
  },

  -- Arrivals: the brief's schedule, with rolls so the hour varies.
  reinforcements = {
    -- Cutler about 10:00 (turn 3): expected turn 2-3.
    { side = "USA", brigade = "Cutler's",    turn = 2, enter = "Emmitsburg Road", roll = "2d6 >= 7" },
    -- Meredith about 10:15-10:30 (turn 4): expected turn 3-4. Wadsworth led it off the road
    -- across the fields south of the Seminary, so it comes on at a point left of the road
    -- (Cutler's regiments deploying along the road would otherwise block its entry).
    { side = "USA", brigade = "Meredith's",  turn = 3, enter = {4, 0},            roll = "2d6 >= 8" },
    -- The afternoon: Pettigrew south of the pike toward the woods, Brockenbrough along the pike.
    { side = "CSA", brigade = "Pettigrew's",     turn = 8, enter = {30, 60},          roll = "2d6 >= 6" },
    { side = "CSA", brigade = "Brockenbrough's", turn = 9, enter = "Chambersburg Pike", roll = "2d6 >= 6" },
  },

  events = events,

  orders = {
    -- Once the infantry is up Buford draws Gamble's troopers back to the left flank (~11:00).
    { turn = 6, side = "USA", to = "Gamble's", order = "retire" },
    -- Heth's afternoon assault: what is left of Archer's and Davis' joins in.
    { turn = 9, side = "CSA", to = "Archer's", order = "attack", objective = "mcpherson_barn" },
    { turn = 9, side = "CSA", to = "Davis'",   order = "attack", objective = "railroad_cut" },
  },

  history = { winner = "CSA", casualties = { USA = { men = 2250 }, CSA = { men = 2600 } } },

  victory = function(b)
    local usa_lost, csa_lost = b:losses("USA"), b:losses("CSA")
    if usa_lost >= BREAK_AT.USA and csa_lost < BREAK_AT.CSA then
      return { winner = "CSA", level = "decisive", condition = "the I Corps breaks and streams back through Gettysburg" }
    end
    if csa_lost >= BREAK_AT.CSA and usa_lost < BREAK_AT.USA then
      return { winner = "USA", level = "decisive", condition = "Heth's division is wrecked on McPherson's Ridge" }
    end
    if usa_lost >= BREAK_AT.USA and csa_lost >= BREAK_AT.CSA then
      return { winner = "draw", condition = "both sides fought to a standstill" }
    end
    if b.turn < b.turns then return nil end
    if b:holds("CSA", "seminary") then
      return { winner = "CSA", level = "decisive", condition = "turn limit: Confederate flags on Seminary Ridge" }
    end
    local score = { USA = 0, CSA = 0 }
    for _, name in ipairs(ORDER) do
      for _, side in ipairs { "USA", "CSA" } do
        if b:holds(side, name) then score[side] = score[side] + OBJECTIVES[name].points end
      end
    end
    local notes = {}
    if b.vars.reynolds_killed then notes[#notes + 1] = "Reynolds killed" end
    if b.vars.archer_captured then notes[#notes + 1] = "Archer captured" end
    local tail = #notes > 0 and (" (" .. table.concat(notes, ", ") .. ")") or ""
    for _, side in ipairs { "CSA", "USA" } do
      if b:holds(side, "mcpherson_barn") then
        local level = b:holds(side, "herbst_woods") and "substantial" or "marginal"
        return { winner = side, level = level,
                 condition = ("turn limit: %s holds McPherson's barn, %d points to %d%s")
                             :format(side, score[side], score[side == "USA" and "CSA" or "USA"], tail) }
      end
    end
    -- The barn contested: the side that has bled the other more has the better of the day.
    if usa_lost ~= csa_lost then
      local w = usa_lost > csa_lost and "CSA" or "USA"
      return { winner = w, level = "marginal",
               condition = ("turn limit: the barn contested; losses USA %d, CSA %d%s"):format(usa_lost, csa_lost, tail) }
    end
    if score.USA ~= score.CSA then
      local w = score.USA > score.CSA and "USA" or "CSA"
      return { winner = w, level = "marginal",
               condition = ("turn limit: the barn contested, the losses even; %s holds more of the ridge, %d points to %d%s")
                           :format(w, score[w], score[w == "USA" and "CSA" or "USA"], tail) }
    end
    return { winner = "draw", condition = "turn limit: the ridge contested" .. tail }
  end,

  on = {
    turn_start = function(b)
      if b.turn == 1 then
        b:say("09:30. Archer's and Davis' brigades come down off Herr Ridge; Buford's troopers wait on McPherson's Ridge with their carbines.")
      elseif b.turn == 9 then
        b:say("The midday lull passes. 14:15: Heth sends Pettigrew's and Brockenbrough's brigades against the ridge.")
      elseif b.turn == b.turns then
        b:say("15:15. The last push for McPherson's Ridge.")
      end
    end,
    unit_routed = function(b, unit)
      if unit.brigade == "Davis'" and not b.vars.cut_told then
        b.vars.cut_told = true
        b:say("%s breaks back past the railroad cut.", unit.name)
      end
    end,
    general_killed = function(b, general) b:say("%s has fallen on McPherson's Ridge", general.name) end,
  },
}
