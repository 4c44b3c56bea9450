-- scripts/hanover_court_house.lua: Hanover Court House (Slash Church, Peake's Crossing),
-- 27 May 1862 — Fitz John Porter's Fifth Provisional Corps against Branch's North Carolina
-- brigade north of Richmond, written for the `north` rules (David E. North's ACW rules: a unit
-- is a regiment or a battery, brigades of 2-5 units under a general each, an army commander).
--
-- THE DAY. McClellan sent Porter north from the Chickahominy to clear the way for McDowell's
-- expected march from Fredericksburg and to break the Virginia Central Railroad. Branch, camped
-- at Slash Church with orders to watch the railroad, had sent Lane's 28th North Carolina and
-- two of Latham's guns out toward Taliaferro's Mill. About noon the head of Porter's
-- column (Emory's regulars, the 25th New York, Berdan's Sharpshooters) struck Lane near Dr.
-- Kinney's farm; Butterfield's brigade deployed, the 17th New York took the two guns and Lane
-- got most of his regiment away. Porter, thinking the business done, marched most of his corps on
-- toward the Court House, leaving Martindale with a few regiments at the crossroads where the
-- Ashland road meets the New Bridge road. About 15:00 Branch came up the Ashland road from
-- Peake's Crossing with the 18th and 37th North Carolina and fed in more regiments; the 44th
-- New York and 2nd Maine held the road for an hour at heavy cost. Porter turned his column
-- back: the 9th Massachusetts, the 62nd and 83rd Pennsylvania and others of Morell's division
-- came down on Branch's left and rear through the woods and across the railroad cut, and by dusk
-- Branch was streaming back toward Ashland. A clear Union victory on the field, though McDowell
-- never came.
--
-- SCALE. north counts a regiment as one unit and a battery as one gun with its crew, and gives
-- each unit its stands from its quality (a regiment four, veterans five, raw troops three), so
-- no `stands` are set here. Turns are taken as half an hour: turn 1 begins about 13:00, with
-- Lane's fight at Kinney's under way; turn 12 ends about 19:00, at dusk.
-- Turn n starts at 13:00 + 30 * (n - 1) minutes.
--
-- ORIENTATION. East (Porter's side: the New Bridge road, the way back to the Chickahominy) is
-- the USA edge, y = 0; west (the railroad, Slash Church and the road to Ashland) is the CSA edge,
-- y = 60. Seen from the USA edge, north is on the right: x grows northward, x = 0 toward New
-- Bridge, x = 96 toward Hanover Court House. The Virginia Central runs north-south across the
-- western half of the table; the Ashland road runs from the crossroads south-west over it at
-- Peake's Crossing to Slash Church; the Court House road comes in at the north-east corner of
-- the Union edge. The ground is much compressed: the crossroads and Peake's
-- were the better part of a mile apart. The table is 60" deep so that north's 10" fall-backs do
-- not carry the crossroads' defenders straight off their own edge.
--
-- ORGANIZATION FOR north. The rules want 10-20 units a side in brigades of 2-5 under a general.
-- Porter's brigades are as on the day, with the 44th New York (Butterfield's, left at the
-- crossroads with a section of Martin's guns) counted with Martindale, whose own 25th New York
-- starts up at Kinney's, where it had gone forward with Emory. Branch's one large brigade
-- fought as three detachments, each given here under one of its colonels: Lane's (the 28th, a
-- section of Latham's guns and the cavalry pickets it went out to support), Lee's (the 37th and
-- 18th that Branch sent up the Ashland road, the 12th posted in the woods on their right, and
-- Latham's other guns) and Campbell's (the 7th, the 33rd and the 45th Georgia, brought up from
-- Slash Church and from the railroad work at Ashcake).
--
-- SOURCES: O.R. Ser. I, Vol. 11, Part 1 (serial 12), ch. XXIII: the return of Union casualties
-- (p. 685) and the reports of Emory, Morell, Martindale, McQuade, Branch and the commanders of
-- the 22nd Massachusetts, 25th and 44th New York and 83rd Pennsylvania; the North Carolina
-- Standard's account of 4 June 1862; Confederate Military History, vol. 4 (losses).
--   * Quality. The 2nd Maine (First Bull Run), 9th Massachusetts and 14th and 17th New York had
--     a year's service, and the 83rd Pennsylvania was among the best-drilled regiments of the
--     corps: seasoned. The 22nd Massachusetts, 16th Michigan, 62nd Pennsylvania and 44th New
--     York were in their first stand-up fight: raw. The 25th New York was cut up in the first
--     clash at Kinney's (it lost 158 men that day, most of the Union missing): raw. Emory's
--     regulars, Berdan's marksmen and the regular batteries (Griffin's D, 5th U.S.; Benson's M,
--     2nd U.S.): veteran. Of Branch's regiments the 7th, 33rd and 37th had fought at New Bern in
--     March (seasoned); the 12th, 18th and 28th North Carolina and the 45th Georgia were under
--     fire for the first time (raw); Latham's battery had joined the night before "with only
--     half enough men ... and with horses entirely untrained" (Branch): raw.
--   * Weapons. Porter's regiments carried rifle-muskets; Berdan's men had Colt revolving rifles
--     and their first Sharps, breech-loaders both. North Carolina armed its 1861 regiments
--     largely with altered smoothbore muskets (the 37th had a company of Enfields, too few to
--     count); only the 7th is given rifles. Griffin's Parrotts and Benson's ordnance rifles are
--     rifled; Martin's Napoleons and Latham's howitzers smoothbore.
--   * Strength, for losses in men: Porter's regiments here about 600 men each, Branch's
--     North Carolinians rather fewer (his brigade about 4,000 in seven regiments and the
--     pickets): a battle-file regiment is the default 2 stands, so 300 men a stand for the Union
--     and 250 for the Confederates (`men_per_stand`; north musters its own stands from quality,
--     and a north stand is a regiment's men shared among them).
--   * Losses for `history`, in men: Union 355 (62 killed, 223 wounded, 70 missing, O.R. return);
--     Confederate 965: 73 killed, 192 wounded and about 700 taken (Confederate Military
--     History, vol. 4). The whole fight is on this table.

-- Objective values, kept in one place so the victory function counts what the table shows.
local OBJECTIVES = {
  crossroads      = { at = {50, 18}, radius = 4, points = 3 },  -- the Ashland road meets the New Bridge road: Porter's line home
  peakes_crossing = { at = {34, 36}, radius = 4, points = 2 },  -- where the Ashland road crosses the Virginia Central
  kinney_farm     = { at = {74, 26}, radius = 4, points = 1 },  -- Dr. Kinney's house, where Lane's 28th was caught at noon
}
local OBJECTIVE_ORDER = { "crossroads", "peakes_crossing", "kinney_farm" }

local function points(b, side)
  local total = 0
  for _, name in ipairs(OBJECTIVE_ORDER) do
    if b:holds(side, name) then total = total + OBJECTIVES[name].points end
  end
  return total
end

-- A unit that is on the table and not running, or nil: scripts/lib/units.lua.
local steady = require("lib.units").steady

-- A line for the narrative the first time one of these regiments breaks or leaves the field.
local BROKEN = {
  ["28th North Carolina"] = "Lane's 28th breaks for the pines, leaving its howitzers; Lane will bring most of it off by back roads.",
  ["25th New York"]       = "The 25th New York, cut up once already today, goes back behind the block-house to re-form.",
  ["18th North Carolina"] = "The 18th North Carolina, under fire for the first time, gives way in the wheat.",
  ["44th New York"]       = "Ellsworth's Avengers can hold the road no longer and give it up.",
}
local function broken(b, name)
  if BROKEN[name] and not b.vars["broken " .. name] then
    b.vars["broken " .. name] = true
    b:say("%s", BROKEN[name])
  end
end

-- The event table, rolled at the start of every turn. Each entry comes from the day.
local events = event_table "Hanover Court House" {
  dice = "2d6",

  -- A Union shell blew up one of Latham's caissons in the midday artillery duel, killing two
  -- men and two horses and wounding seven; the disabled section was taken out of the fight.
  [2] = { "A caisson blows up",
          text = "A Union shell finds one of Latham's caissons; the explosion wrecks the section's team.",
          once = true, side = "CSA", turns = {1, 4},
          condition = function(b) return steady(b, "Latham's") ~= nil end,
          effect = { hits = 1, unit = "Latham's" } },

  -- Porter's column was well up the road to the Court House before he understood that the
  -- firing behind him was a battle and not a skirmish.
  [3] = { "Porter rides on",
          text = "The firing behind the column is taken for skirmishing; Porter's brigades keep on toward the Court House.",
          turns = {5, 9},
          effect = function(b) b:delay("McQuade's", 1) end },

  -- It had rained all night and most of the morning: the roads were mud and the low ground a slough.
  [4] = { "Mud on the Ashland road",
          text = "The Ashland road is a ribbon of mud after the night's rain; the Confederate supports flounder.",
          turns = {2, 6},
          effect = function(b) b:delay("Campbell's", 1) end },

  -- Martindale's aide rounded up the stragglers and ambulance guards lying under the trees by
  -- the road and put them in line to watch the woods on the right.
  ["5-6"] = { "Stragglers under the trees",
              text = "Martindale's aide drives the stragglers and ambulance guards out from under the trees and into line.",
              turns = {5, 9},
              effect = function(b) b.vars.stragglers = (b.vars.stragglers or 0) + 1 end },

  [7] = "Smoke and drizzle",

  -- Colonel Hardeman's 45th Georgia, sent to clear the line at Ashcake, marched to the guns.
  [8] = { "Hardeman marches to the guns",
          text = "At Ashcake the Georgians drop their crowbars and march toward the firing.",
          turns = {2, 7},
          effect = function(b) b:hasten("Campbell's", 1) end },

  -- Porter's couriers reached him on the Court House road; he turned his brigades about.
  ["9-10"] = { "Porter turns back",
               text = "A courier from Martindale finds Porter: the rear guard is attacked. The column faces about.",
               turns = {5, 10},
               effect = function(b) b:hasten("McQuade's", 1) end },

  -- The 44th New York ("Ellsworth's Avengers"), nearly out of cartridges, fixed bayonets and
  -- cheered to keep the enemy from coming over the fence.
  [11] = { "Fix bayonets and cheer",
           text = "Out of cartridges, the 44th New York fixes bayonets and cheers to show it is still there.",
           once = true, turns = {4, 12},
           effect = function(b)
             if steady(b, "44th New York") then
               b:say("Stryker's men rifle the dead for cartridges; wounded men load for the rest.")
             end
           end },

  -- Everyone expected McDowell's corps from Fredericksburg; it never came.
  [12] = { "McDowell is coming",
           text = "Word runs along the Union line that McDowell's advance is a day's march away. It is not.",
           once = true },
}

return battle "Hanover Court House" {
  date = "1862-05-27", theatre = "eastern", rules = "north", turns = 12,
  -- North's sequence of play: the Confederates activate and resolve their combats first.
  first = "CSA", sides = { "USA", "CSA" },
  table = { width = 96, depth = 60 },
  men_per_stand = { USA = 300, CSA = 250 },
  weather = "overcast",

  terrain = {
    -- The rise at the crossroads where Martindale's guns stood; the 25th New York rallied "just
    -- under the brow of a hill" behind it.
    hill  "Crossroads rise"   { {43,9}, {58,9}, {59,16}, {56,21}, {44,21}, height = 1 },
    -- The woods south-west of the crossroads, skirted by a wicker fence, from which Branch's
    -- regiments fired obliquely into the 2nd Maine and the 44th New York.
    woods "Peake's woods"     { cover = "light", {20,21}, {40,21}, {41,32}, {30,33}, {20,31} },
    -- The pine thicket Lane's 28th came out of at Kinney's.
    woods "Kinney's pines"    { cover = "light", {80,28}, {96,28}, {96,44}, {82,42} },
    -- Slash Church stood in the woods behind Branch's camp.
    woods "Slash Church woods" { cover = "light", {0,43}, {16,43}, {20,60}, {0,60} },
    -- The wheat west of the railroad where the 83rd Pennsylvania met two regiments at dusk.
    crops "Wheatfield"        { rough = false, {40,37}, {62,37}, {62,48}, {40,48} },

    road  "New Bridge Road"          { {0,13}, {24,15}, {50,18} },
    road  "Hanover Court House Road" { {94,0}, {93,16}, {74,20}, {50,18} },
    road  "Ashland Road"             { {50,18}, {42,27}, {34,36}, {26,46}, {22,60} },

    -- The railroad has no terrain kind of its own: the cut and embankment are a line that gives
    -- cover and must be crossed (the 83rd Pennsylvania found the cut ten feet deep).
    fence "Virginia Central Railroad" { cover = "light", width = 1, {0,38}, {34,36}, {60,35}, {96,33} },
    fence "Wicker fence"              { {41,21}, {41,32} },
    -- The slough the 22nd Massachusetts' skirmishers crossed going toward the railroad.
    stream "Slough"                   { {8,0}, {12,18}, {18,28}, {22,37} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    USA = army "Fifth Provisional Corps" {
      commander = general "Porter" { quality = "veteran", at = {56,11} },

      -- Emory's regulars led the column and found Lane at Kinney's.
      brigade "Emory's" { commander = general "Emory" { quality = "veteran" }, order = "attack", objective = "kinney_farm",
                          at = {84,12}, facing = 0, formation = "column",
        cavalry "5th U.S. Cavalry" { quality = "veteran", weapon = "carbine" },
        cavalry "6th U.S. Cavalry" { quality = "seasoned", weapon = "carbine" },
        battery "Benson's"         { guns = "rifled", quality = "veteran", at = {66,14}, facing = 10, formation = "unlimbered" },  -- M, 2nd U.S., horse artillery
      },

      -- Butterfield deployed in the fields right of the road; the 17th New York charged Lane's guns.
      brigade "Butterfield's" { commander = general "Butterfield" { quality = "seasoned" }, order = "attack", objective = "kinney_farm",
                                at = {60,10}, facing = 0, formation = "line",
        infantry "17th New York"      { quality = "seasoned", weapon = "rifled" },
        infantry "83rd Pennsylvania"  { quality = "seasoned", weapon = "rifled" },
        infantry "16th Michigan"      { quality = "raw", weapon = "rifled" },
        infantry "1st U.S. Sharpshooters" { quality = "veteran", weapon = "breechloader", at = {76,20}, facing = 10, formation = "skirmish" },
      },

      -- Martindale, left at the crossroads with the 2nd Maine and 22nd Massachusetts, the 44th
      -- New York and a section of Martin's guns; his 25th New York starts forward at Kinney's,
      -- where it had gone in with Emory.
      brigade "Martindale's" { commander = general "Martindale" { quality = "seasoned" }, order = "hold", objective = "crossroads",
                               at = {36,12}, facing = 20, formation = "line",
        infantry "2nd Maine"          { quality = "seasoned", weapon = "rifled" },
        infantry "22nd Massachusetts" { quality = "raw", weapon = "rifled" },
        infantry "44th New York"      { quality = "raw", weapon = "rifled", at = {46,22}, facing = 40 },
        infantry "25th New York"      { quality = "raw", weapon = "rifled", at = {66,20}, facing = 10, formation = "column" },
        battery  "Martin's"           { guns = "smoothbore", quality = "seasoned", at = {52,14}, facing = 225, formation = "unlimbered" },  -- C, Massachusetts
      },

      -- McQuade's brigade, with Griffin's guns, had gone on toward the Court House; it came back
      -- down the road about 17:00 and struck Branch's left. Its objective is Lee's brigade,
      -- followed wherever it has got to.
      brigade "McQuade's" { commander = general "McQuade" { quality = "seasoned" }, order = "attack", objective = "Lee's",
                            facing = 0, formation = "column",
        infantry "9th Massachusetts"  { quality = "seasoned", weapon = "rifled" },
        infantry "62nd Pennsylvania"  { quality = "raw", weapon = "rifled" },
        infantry "14th New York"      { quality = "seasoned", weapon = "rifled" },
        battery  "Griffin's"          { guns = "rifled", quality = "veteran" },  -- D, 5th U.S.
      },
    },

    -- ===================================================================== CSA
    CSA = army "Branch's command" {
      -- Branch rode forward with Lee's column once he heard Lane was attacked.
      commander = general "Branch" { quality = "seasoned", at = {31,44} },

      -- Lane, sent toward Taliaferro's Mill, was caught at Kinney's on his way back.
      brigade "Lane's" { commander = general "Lane" { quality = "seasoned" }, order = "hold", objective = "kinney_farm",
                         at = {72,30}, facing = 180, formation = "line",
        infantry "28th North Carolina"   { quality = "raw", weapon = "smoothbore" },
        battery  "Potts' section"        { guns = "smoothbore", quality = "raw", at = {63,31}, facing = 180 },  -- two of Latham's howitzers
        cavalry  "Virginia cavalry pickets" { quality = "seasoned", weapon = "carbine", at = {82,48}, facing = 200, formation = "column" },
      },

      -- Colonel Lee's column up the Ashland road, the 12th in the woods on its right, and
      -- Latham's guns, which silenced a Union section near Peake's at midday.
      brigade "Lee's" { commander = general "C. C. Lee" { quality = "seasoned" }, order = "hold", objective = "peakes_crossing",
                        at = {32,44}, facing = 160, formation = "column",
        infantry "37th North Carolina" { quality = "seasoned", weapon = "smoothbore" },
        infantry "18th North Carolina" { quality = "raw", weapon = "smoothbore" },
        infantry "12th North Carolina" { quality = "raw", weapon = "smoothbore", at = {25,29}, facing = 150, formation = "line" },
        battery  "Latham's"            { guns = "smoothbore", quality = "raw", at = {40,40}, facing = 170, formation = "unlimbered" },  -- Branch Artillery
      },

      -- Brought up from Slash Church and Ashcake once Branch committed to the fight.
      brigade "Campbell's" { commander = general "Campbell" { quality = "seasoned" }, order = "attack", objective = "crossroads",
                             facing = 180, formation = "column",
        infantry "33rd North Carolina" { quality = "seasoned", weapon = "smoothbore" },
        infantry "7th North Carolina"  { quality = "seasoned", weapon = "rifled" },
        infantry "45th Georgia"        { quality = "raw", weapon = "smoothbore" },
      },
    },
  },

  reinforcements = {
    -- Branch's supports came up the Ashland road from about 14:30 (turn 4 or 5).
    { side = "CSA", brigade = "Campbell's", turn = 4, enter = "Ashland Road", roll = "2d6 >= 8" },
    -- Porter's returning brigades: back on the field about 17:00 (turn 9); expected a turn earlier
    -- here (the road gives +2) so that they can still decide the fight before dark.
    { side = "USA", brigade = "McQuade's", turn = 8, enter = "Hanover Court House Road", roll = "2d6 >= 8" },
  },

  events = events,

  -- Historical orders from the army commander (docs/orders.md). north has no couriers: a
  -- brigade's general takes up a new order on a toss of 5 or 6, at once when the army commander
  -- is with the brigade, so these take effect a turn or two late as often as not.
  orders = {
    -- ~14:00 Lane, his guns lost, breaks away north-west through the pines.
    { turn = 3, side = "CSA", to = "Lane's", order = "retire" },
    -- ~14:30 Porter, thinking the fight over, takes Butterfield and Emory on toward the Court
    -- House: here they halt about Kinney's, out of the fight at the crossroads until turned back.
    { turn = 4, side = "USA", to = "Butterfield's", order = "hold",    objective = "kinney_farm" },
    { turn = 4, side = "USA", to = "Emory's",       order = "hold",    objective = "kinney_farm" },
    -- ~15:00 Branch sends Lee up the Ashland road against the crossroads.
    { turn = 5, side = "CSA", to = "Lee's", order = "attack", objective = "crossroads" },
    -- ~17:00 Porter faces about and sends everything back at Branch's flank.
    { turn = 9, side = "USA", to = "Butterfield's", order = "attack", objective = "Lee's" },
    { turn = 9, side = "USA", to = "Emory's",       order = "advance", objective = "Campbell's" },
    -- ~18:00 Martindale's survivors go forward with the returning brigades.
    { turn = 10, side = "USA", to = "Martindale's", order = "advance", objective = "peakes_crossing" },
  },

  -- The Union came to break the railroad and keep its road home; Branch to cover the railroad
  -- and throw back what he took for a detachment. At dusk: Branch in the crossroads has cut
  -- Porter off; Branch still at Peake's Crossing, having lost no greater share of his men than
  -- Porter, has done his job (marginal); otherwise Porter in the crossroads wins if he also
  -- holds more ground. How much the crossroads wins by comes from the butcher's bill: the
  -- loser's casualty percentage 10 points above the winner's makes it substantial, 20 decisive;
  -- Porter's men having been at Peake's to tear up the line at any time in the day makes his
  -- victory at least substantial. A side that has lost more than half its stands is beaten
  -- before dusk.
  victory = {
    casualties = 50,
    decide = function(b)
      if b.turn < b.turns then return nil end
      local usa, csa = points(b, "USA"), points(b, "CSA")
      local function level(winner, loser, floor)
        local excess = b:casualties(loser) - b:casualties(winner)
        if excess >= 20 then return "decisive" end
        if excess >= 10 or floor then return "substantial" end
        return "marginal"
      end
      if b:holds("CSA", "crossroads") then
        return { winner = "CSA", level = level("CSA", "USA", true),
                 condition = ("dusk: Branch holds the crossroads and Porter's road to New Bridge (%d points to %d)"):format(csa, usa) }
      end
      -- Branch still astride the railroad at Peake's, having hurt Porter as much as Porter
      -- hurt him, has done what he was there for whoever holds the crossroads.
      if b:holds("CSA", "peakes_crossing") and b:casualties("CSA") <= b:casualties("USA") then
        return { winner = "CSA", level = "marginal",
                 condition = "dusk: Branch still covers the railroad at Peake's, having lost no more than Porter" }
      end
      local tally = ("%d points to %d"):format(usa, csa)
      if b:holds("USA", "crossroads") and usa > csa then
        local railroad = b.vars.rails_torn and "the railroad broken at Peake's, " or ""
        return { winner = "USA", level = level("USA", "CSA", b.vars.rails_torn),
                 condition = "dusk: " .. railroad .. "Porter holds the crossroads and the field (" .. tally .. ")" }
      end
      if usa > csa then
        return { winner = "USA", level = "marginal", condition = "dusk: the Union holds more ground (" .. tally .. ")" }
      elseif csa > usa then
        return { winner = "CSA", level = "marginal", condition = ("dusk: Branch holds more ground (%d points to %d)"):format(csa, usa) }
      end
      return { winner = "draw", condition = "dusk: the field evenly held (" .. tally .. ")" }
    end,
  },

  history = { winner = "USA", casualties = { USA = { men = 355 }, CSA = { men = 965 } } },

  on = {
    turn_start = function(b)
      if b.turn == 1 then
        b:say("13:00. Rain-soaked fields by Dr. Kinney's: Emory's troopers and the 25th New York have run into a North Carolina regiment coming out of the pines.")
      elseif b.turn == 4 then
        b:say("14:30. Porter judges the enemy dispersed and sends his column on toward Hanover Court House; Martindale stays at the crossroads.")
      elseif b.turn == 5 then
        b:say("15:00. Branch sends Colonel Lee up the Ashland road toward Lane, and Lee finds Martindale across his path at the crossroads.")
      elseif b.turn == 9 then
        b:say("17:00. Porter has faced his brigades about; the 9th Massachusetts and 62nd Pennsylvania come down through the woods.")
      elseif b.turn == b.turns then
        b:say("18:30. The light is going. Whoever holds the crossroads at dark holds the field.")
      end
    end,

    -- Tearing up the line needs a Union regiment at Peake's for a moment, not a hold on it:
    -- the 2nd Maine and the 22nd Massachusetts' skirmishers did it early in the afternoon.
    area_entered = function(b, unit, area)
      if area == "peakes_crossing" and unit.side == "USA" and not b.vars.rails_torn then
        b.vars.rails_torn = true
        b:say("Men of the %s pry up rails at Peake's and cut down the telegraph wire to Richmond.", unit.name)
      end
    end,

    objective_taken = function(b, objective, side)
      if objective == "crossroads" and side == "CSA" then
        b:say("Carolinians are in the crossroads: Porter's road back to New Bridge is cut.")
      elseif objective == "kinney_farm" and side == "USA" and not b.vars.kinney then
        b.vars.kinney = true
        b:say("Dr. Kinney's yard is in Union hands; the house fills with wounded of both armies.")
      end
    end,

    -- igor routs a broken regiment; north takes it off the table (destroyed when it is too weak
    -- to go on, gone when it falls back off the edge). Whichever comes first, once each.
    unit_routed = function(b, unit) broken(b, unit.name) end,
    unit_destroyed = function(b, unit) broken(b, unit.name) end,
    unit_left_field = function(b, unit) broken(b, unit.name) end,

    general_killed = function(b, general)
      local words = {
        Branch     = "Branch is down; his colonels fight on without orders",
        Lane       = "Lane falls at the head of the 28th",
        Martindale = "Martindale is shot down rallying his line at the crossroads",
        Porter     = "Porter is hit; Morell takes the corps",
      }
      b:say("%s", words[general.name] or (general.name .. " has fallen"))
    end,
  },
}
