-- scripts/blackburns_ford.lua: Blackburn's Ford, 18 July 1861 — Tyler's reconnaissance in force
-- against Longstreet's brigade at the ford of Bull Run, three days before First Bull Run. The
-- first battle of the "Manassas, July 1861" campaign (campaigns/manassas_1861.lua).
--
-- SCALE. igor: 15" = 500 yards, turns of ~15 minutes. The 72" x 48" table is ~2400 x 1600 yards.
-- Turn 1 begins about 13:00, when Richardson's brigade went down the slope toward the ford after
-- Ayres' guns had shelled the far bank; turn 8 ends about 15:00, when the Union withdrew to the
-- ridge and the fight became an artillery duel. Turn n starts at 13:00 + 15 * (n - 1) minutes.
--
-- ORIENTATION. North (Centreville, the Union approach) is the USA edge, y = 0; south (Manassas
-- Junction) is the CSA edge, y = 48. Seen from the USA edge west is on the right: x grows
-- westward. Bull Run crosses the table from east (x = 0, toward McLean's Ford) to west
-- (x = 72, toward Mitchell's Ford) about 900 yards south of the ridge where Tyler stood.
--
-- SOURCES:
--   * Orders of battle and the fight: O.R. Ser. I, Vol. 2, pp. 310-313 (Tyler), 312-314
--     (Richardson), 461-465 (Longstreet, Early, Beauregard), Eshleman's report for the
--     Washington Artillery; J. Longstreet, "From Manassas to Appomattox" (1896), ch. 4;
--     W. C. Davis, "Battle at Bull Run" (1977), ch. 7; J. Hennessy, "The First Battle of
--     Manassas" (1989), ch. 1.
--   * Terrain: the 1861-62 Union Engineer maps of the Bull Run field (Abbot / Michler survey,
--     in the O.R. Atlas, plate III) and the NPS map of the Blackburn's Ford action. The north
--     bank rises in an open slope, timbered near the water, to the ridge on the Centreville road;
--     the south bank is low and thickly wooded, opening onto the McLean farm fields behind.
--   * Quality: everyone on the field was raw except the regulars (Ayres' battery E, 3rd U.S.
--     Artillery, and the 2nd U.S. Cavalry squadron) and the long-established militia of the 1st
--     Virginia (Richmond) and the Washington Artillery (New Orleans, 1838), rated seasoned.
--   * Weapons: after igor's 1861 arming table. The 1st Massachusetts carried rifle-muskets (the
--     state rearmed its first regiments from the Springfield arsenal); the 12th New York and the
--     Michigan regiments altered smoothbore muskets; Longstreet's and Early's Virginians and
--     Louisianans smoothbores. Ayres' battery had 10-pdr Parrotts (rifled); the Washington
--     Artillery's seven guns at the ford were 6-pdrs and howitzers (smoothbore).
--   * Strength, for losses in men: the regiments of July 1861 were near their full strength,
--     some 650-700 men (Richardson's four regiments about 3,000; Longstreet's and Early's
--     Virginians and Louisianans rather fewer), so a regiment's 2 stands are taken as about 330
--     men each for the Union and 275 for the Confederates (`men_per_stand`); a battery's stands
--     25 men each, the default.
--   * Losses for `history`, in men: USA 83, CSA 68 (O.R. Ser. I, Vol. 2, the returns of
--     Richardson's brigade and of Longstreet's and Early's; Livermore, "Numbers and Losses in
--     the Civil War in America" (1900), gives the same). The whole affair is on this table.
--
-- TUNED AGAINST HISTORY (#32). Under the built-in brigade commander the Confederates won 96.9% of
-- 1,000 battles, above the 90% mark: anything short of a Union regiment alone on the south
-- landing at the end (or Longstreet broken) was a Confederate win, even a crossing still fought
-- over with Longstreet bled as badly as Richardson. Two changes, each from the reports:
--   * The victory conditions. This was a reconnaissance in force, not an assault on the crossing:
--     McDowell's order to Tyler (18 July, 8.15 a.m., O.R. I/2 p. 312) was "Do not bring on an
--     engagement"; Tyler called it off as "merely a reconnaissance" whose object, the strength
--     and position of the enemy, had been attained, and Richardson fell back in good order to
--     the guns on the ridge (Tyler's and Richardson's reports, O.R. I/2 pp. 310-314). It counted
--     as a Confederate victory because the Union was recalled having lost more (83 to 68) and
--     with the 12th New York running (Davis, ch. 7; Hennessy, ch. 1). So a ford still contested
--     at the end with the Confederates having lost at least as many men as the Union is no
--     longer a Confederate win but a marginal Union one — the reconnaissance has found Longstreet
--     out at no greater cost, which is what Tyler was sent to do. (Scored a draw it left 23% of
--     battles drawn, against none before.) The day's own losses (Union more) keep the day a
--     Confederate win.
--   * Early's arrival. Early's report (O.R. I/2 pp. 463-465) puts his brigade, from the start of
--     the cannonade, in the pines beside the road from McLean's house to the ford, not at
--     McLean's Ford; it moved only when Longstreet's aide came to say the first Union charge had
--     been repulsed, and came down that road to the ford, Hays' 7th Louisiana relieving the 17th
--     Virginia right and left of it. So Early now enters by the Centreville road from turn 4
--     ("2d6 >= 8", with the road's +2 and the raw -1: 7 or more, about 14:00 on average), where
--     he had come from the east edge from turn 3 (about 13:45 on average, and on turn 2 in one
--     battle in nine).
--   The brigade commander's `temperament` was tried and left at its default: a more aggressive
--   Union (Tyler went beyond his orders; Richardson asked to renew the attack), aggression 0.75
--   with or without caution 0.3, played the same 1,000 battles to exactly the same results.
--   After: the Confederates win about 76% of 1,000 battles, the Union 24%, none drawn
--   (docs/battles.md).
--
-- CAMPAIGN NAMES. Units that also fight in scripts/first_bull_run.lua keep exactly the names
-- used there so that losses carry: "7th Virginia", "7th Louisiana" (Early's) and "Washington
-- Artillery". Generals likewise: "Tyler", "Early", "Beauregard". Richardson's regiments, Ayres'
-- battery, Longstreet's brigade and the 24th Virginia reappear under these names in
-- scripts/centreville.lua.

local events = require "events.blackburns_ford"

local OBJECTIVES = {
  -- The south landing of Blackburn's Ford: a Union foothold here is "across the ford".
  blackburns_ford = { at = {36, 31}, radius = 4, points = 3 },
  -- The crest of the north slope where the Centreville road tops the ridge: Tyler's gun line.
  tylers_ridge    = { at = {36, 10}, radius = 4, points = 1 },
}

-- Regimental (infantry and cavalry) stands, reinforcements included: a side that loses half
-- of them is beaten decisively.
local BREAK_AT = { USA = 5, CSA = 7 }   -- of 9 and 12 (ceil of half, CSA a little above)

return battle "Blackburn's Ford" {
  date = "1861-07-18", theatre = "eastern", rules = "igor", turns = 8,
  first = "USA", sides = { "USA", "CSA" },
  table = { width = 72, depth = 48 },
  men_per_stand = { USA = 330, CSA = 275 },

  terrain = {
    -- The ridge on the Centreville road from which Tyler and Richardson watched, and where
    -- Ayres' guns first unlimbered.
    hill "Tyler's ridge" { {12,3}, {60,3}, {58,14}, {14,14}, height = 1 },
    -- Timber on the north bank: the pines the 12th New York went down through on the Union left.
    woods "North bank pines" { cover = "light", {4,18}, {30,17}, {32,23}, {4,23} },
    -- The thick woods and underbrush along the south bank where Longstreet's line lay, firing
    -- from the water's edge. They run the whole width of the table (Early's regiments came up
    -- behind through them).
    woods "South bank woods" { cover = "light", {0,28}, {34,29.5}, {38,30}, {72,29.5}, {72,37}, {40,38}, {0,37} },
    -- Bull Run itself: steep-banked, fordable only at the fords.
    stream "Bull Run" { {0,24}, {12,26}, {24,25}, {36,27}, {48,26}, {60,27.5}, {72,27} },
    ford "Blackburn's Ford" { {36,24}, {36,30} },
    -- Mitchell's Ford, Bonham's post, a mile upstream: here only its approach at the west edge.
    ford "Mitchell's Ford" { {69,25}, {69,30} },
    -- The Centreville-Manassas road, down the slope, through the ford, and on to McLean's farm.
    road "Centreville Road" { {36,0}, {36,14}, {35,22}, {36,27}, {38,38}, {40,48} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    -- Tyler's 1st Division, of which only Richardson's 4th Brigade, Ayres' battery and a
    -- cavalry squadron went into action; Sherman's brigade came up but was not engaged.
    -- (O.R. I/2, Tyler's and Richardson's reports.)
    USA = army "Army of Northeastern Virginia" {
      -- Tyler: West Point 1819, a Connecticut railroad man; he went beyond McDowell's order not
      -- to bring on an engagement.
      commander = general "Tyler" { quality = "raw", at = {40,5} },

      -- Richardson: regular, Mexican War ("Fighting Dick"). He sent the 1st Massachusetts'
      -- skirmishers down to the ford, the 12th New York on the left through the pines, and the
      -- two Michigan regiments on the right of the road.
      brigade "Richardson's" { commander = general "Richardson" { quality = "seasoned" },
                               order = "attack", objective = "blackburns_ford",
                               at = {36,12}, facing = 0, formation = "column",
        infantry "1st Massachusetts" { quality = "raw", weapon = "rifled",     at = {36,15}, formation = "skirmish" },
        infantry "12th New York"     { quality = "raw", weapon = "smoothbore", at = {22,12}, formation = "line" },
        infantry "2nd Michigan"      { quality = "raw", weapon = "smoothbore", at = {48,11}, formation = "line" },
        infantry "3rd Michigan"      { quality = "raw", weapon = "smoothbore", at = {56,9},  formation = "column" },
        -- Capt. R. B. Ayres, E Battery, 3rd U.S. Artillery (Sherman's old battery): regulars.
        battery  "Ayres'"            { guns = "rifled", quality = "veteran", at = {30,9}, facing = 0 },
        -- Two companies of the 2nd U.S. Cavalry (Capt. Brackett) went down to the ford with the
        -- skirmishers and were driven back; a squadron is one stand.
        cavalry  "2nd U.S. Cavalry squadron" { quality = "seasoned", weapon = "carbine", stands = 1,
                                               at = {44,5}, formation = "column" },
      },
    },

    -- ===================================================================== CSA
    -- Beauregard's Army of the Potomac held the Bull Run line from Union Mills to the Stone
    -- Bridge; at Blackburn's Ford, Longstreet's 4th Brigade, with Early's 6th Brigade sent up
    -- from McLean's Ford and the Washington Artillery from the reserve. (O.R. I/2.)
    CSA = army "Army of the Potomac" {
      commander = general "Beauregard" { quality = "seasoned", at = {66,44} },

      -- Longstreet: regular, Mexican War (wounded at Chapultepec); his first fight in command.
      -- His three regiments lay along the wooded south bank either side of the ford.
      brigade "Longstreet's" { commander = general "Longstreet" { quality = "seasoned" },
                               order = "hold", objective = "blackburns_ford",
                               at = {36,33}, facing = 180, formation = "line",
        infantry "17th Virginia" { quality = "raw",      weapon = "smoothbore", at = {25,32.5} },
        infantry "1st Virginia"  { quality = "seasoned", weapon = "smoothbore", at = {36,34} },   -- Richmond militia regiment
        infantry "11th Virginia" { quality = "raw",      weapon = "smoothbore", at = {47,32.5} },
      },

      -- Early's brigade, waiting in the pines by the road from McLean's house, was called up
      -- after the first Union charge was repulsed; it reached the ford about 14:00 and relieved
      -- Longstreet's front; the 7th Virginia fired into Longstreet's men as it came up. The 13th
      -- Mississippi was attached to it only on the 21st, so it is not here.
      brigade "Early's" { commander = general "Early" { quality = "seasoned" },
                          order = "advance", objective = "blackburns_ford",
                          facing = 180, formation = "column",
        infantry "7th Louisiana" { quality = "raw", weapon = "smoothbore" },
        infantry "7th Virginia"  { quality = "raw", weapon = "smoothbore" },
        infantry "24th Virginia" { quality = "raw", weapon = "smoothbore" },
      },

      -- Seven guns of the Washington Artillery (Capt. Eshleman, Lt. Squires) came up later in the
      -- afternoon and drove Ayres' battery off in the duel that ended the day.
      brigade "Washington Artillery battalion" { order = "hold", objective = "blackburns_ford",
                                                 facing = 180, formation = "column",
        battery "Washington Artillery" { guns = "smoothbore", quality = "seasoned" },
      },
    },
  },

  reinforcements = {
    -- Early, called up after the first Union charge was repulsed (about 13:30), was at the ford
    -- about 14:00 (turn 5): expected turn 4-5. He came down the road from McLean's house, where
    -- his brigade had waited in the pines beside it (Early's report, O.R. I/2 pp. 463-465).
    { side = "CSA", brigade = "Early's", turn = 4, enter = "Centreville Road", roll = "2d6 >= 8" },
    -- The Washington Artillery: in action from about 14:30 (turn 6).
    { side = "CSA", brigade = "Washington Artillery battalion", turn = 5, enter = "Centreville Road", roll = "2d6 >= 6" },
  },

  events = events,

  orders = {
    -- Richardson sends the Michigan regiments in as the 12th New York goes forward on the left
    -- (~13:30).
    { turn = 3, side = "USA", to = "Richardson's", order = "attack", objective = "blackburns_ford" },
    -- About 14:00 Longstreet's line surges forward to the water's edge to drive the New Yorkers.
    { turn = 5, side = "CSA", to = "Longstreet's", order = "attack", objective = "blackburns_ford" },
  },

  history = { winner = "CSA", casualties = { USA = { men = 83 }, CSA = { men = 68 } } },

  -- The Union must be established across the ford: holding its south landing alone at the end.
  -- A side that loses half its regimental stands is beaten at once. A ford still contested at
  -- the end, with the Confederates having lost at least as many men as the Union, is a marginal
  -- Union win: the reconnaissance has done what Tyler was sent to do without being thrown back (the header,
  -- "TUNED AGAINST HISTORY"). Otherwise the Confederates, who only had to hold the crossing, win.
  victory = function(b)
    local usa_lost, csa_lost = b:losses("USA"), b:losses("CSA")
    if usa_lost >= BREAK_AT.USA then
      return { winner = "CSA", level = "decisive", condition = "Richardson's brigade is shattered and streams back to Centreville" }
    end
    if csa_lost >= BREAK_AT.CSA then
      return { winner = "USA", level = "decisive", condition = "Longstreet's line breaks; the road to Manassas Junction is open" }
    end
    if b.turn < b.turns then return nil end
    if b:holds("USA", "blackburns_ford") then
      return { winner = "USA", level = "marginal", condition = "turn limit: the Union holds the south bank of Blackburn's Ford" }
    end
    if b:holds("CSA", "blackburns_ford") then
      local level = b:holds("CSA", "tylers_ridge") and "decisive" or "substantial"
      return { winner = "CSA", level = level, condition = "turn limit: Longstreet holds the ford; Tyler's reconnaissance is repulsed" }
    end
    local csa_men, usa_men = b:men_lost("CSA"), b:men_lost("USA")
    if csa_men > 0 and csa_men >= usa_men then
      return { winner = "USA", level = "marginal", condition = "turn limit: the ford is contested and Longstreet has bled as much as Richardson; the reconnaissance has found him out" }
    end
    return { winner = "CSA", level = "marginal", condition = "turn limit: the ford is contested; the Union has not established itself across it" }
  end,

  on = {
    turn_start = function(b)
      if b.turn == 1 then
        b:say("13:00. Ayres' guns have shelled the woods across Bull Run; Tyler sends Richardson down to see what is there.")
      elseif b.turn == 5 then
        b:say("14:00. Longstreet calls up Early's brigade from McLean's Ford.")
      elseif b.turn == b.turns then
        b:say("14:45. Tyler has seen enough; the last chance to plant a regiment across the ford.")
      end
    end,
    unit_routed = function(b, unit)
      if unit.name == "12th New York" then
        b:say("The 12th New York breaks and runs back up the hill, carrying others with it.")
      end
    end,
    general_killed = function(b, general)
      if general.name == "Longstreet" then
        b:say("Longstreet falls at the water's edge; his untried regiments look round for a leader.")
      else
        b:say("%s has fallen", general.name)
      end
    end,
  },
}
