-- scripts/centreville.lua: Centreville, 22 July 1861 — A HYPOTHETICAL ENGAGEMENT.
--
-- WHAT IF. No battle was fought at Centreville. On the evening of 21 July Bonham's and
-- Longstreet's brigades crossed Bull Run in pursuit, Kemper's guns shelled the Cub Run bridge,
-- and both brigades were recalled short of the heights on a false report of a Union advance
-- on Union Mills; Miles' division (Blenker's brigade across the Warrenton Turnpike west of the
-- village, Richardson's covering the Blackburn's Ford road) held Centreville while the beaten
-- army passed through, then marched for Washington in the small hours and the rain of the 22nd.
-- This battle asks what would have happened had Beauregard pressed on at first light on the
-- 22nd and caught the rear guard on the heights. Every position, unit and commander below is
-- where it really was on the night of 21-22 July; only the fight is invented.
--
-- In the campaign (campaigns/manassas_1861.lua) this fight follows a Confederate victory at
-- First Bull Run — and also a hard Confederate win at Blackburn's Ford, standing then for
-- Beauregard's own planned offensive of 21 July across the lower fords against Centreville.
-- The ground and the defenders are the same either way.
--
-- SCALE. igor: 15" = 500 yards, turns of ~15 minutes. The 72" x 48" table is ~2400 x 1600
-- yards. Turn 1 begins at 05:30 on the 22nd, in the first light and the beginning of the rain;
-- turn 10 ends at 08:00, by which time (on the real day) Blenker's men were long gone.
--
-- ORIENTATION. East (the village and the road to Fairfax Court House and Washington) is the USA
-- edge, y = 0; west (Cub Run and Bull Run, where the pursuit comes from) is the CSA edge, y = 48.
-- Seen from the USA edge north is on the right: x grows northward. The Warrenton Turnpike comes
-- up the middle from the Cub Run bridge; the road from Blackburn's Ford climbs the heights from
-- the south-west (low x).
--
-- SOURCES: O.R. Ser. I, Vol. 2, reports of Miles, Blenker, Richardson, Davies, Tidball,
-- Bonham, Longstreet, Kemper and Beauregard; Miles court of inquiry (O.R. I/2, pp. 439 ff.);
-- W. C. Davis, "Battle at Bull Run", ch. 12-13; J. Hennessy, "The First Battle of Manassas",
-- the retreat; Abbot / Michler engineer map of the Centreville heights (O.R. Atlas, plate III).
--   * Quality: Blenker's regiments were German volunteers with many soldiers of 1848 and of
--     European armies in their ranks, and they alone stood formed on the 21st — seasoned.
--     Richardson's had been under fire at Blackburn's Ford — still raw. The regular batteries
--     (Tidball's A, 2nd U.S.; Ayres' E, 3rd U.S.) veteran. The Confederate regiments, flushed
--     with victory but disorganised, raw (the 1st Virginia and Washington Artillery seasoned, as
--     in the other battles of the campaign).
--   * Weapons: igor's 1861 arming table as in scripts/first_bull_run.lua; the 8th New York
--     ("1st German Rifles") carried rifles.
--   * Strength, for losses in men: as in scripts/first_bull_run.lua, a regiment's 2 stands are
--     about 330 men each (`men_per_stand`). No `history`: the battle was never fought.
--
-- CAMPAIGN NAMES. Spelled exactly as in scripts/first_bull_run.lua: "7th Virginia", "7th
-- Louisiana", "13th Mississippi", "Washington Artillery", "1st Virginia Cavalry" and the
-- generals "Early", "Stuart", "Beauregard". Spelled exactly as in scripts/blackburns_ford.lua:
-- "1st Massachusetts", "12th New York", "2nd Michigan", "3rd Michigan", "Ayres'", the
-- Longstreet's brigade regiments, "24th Virginia", and the generals "Richardson", "Longstreet".

local OBJECTIVES = {
  -- The crest of the heights where the turnpike enters Centreville: the rear guard's position.
  centreville_heights = { at = {38, 14}, radius = 5, points = 3 },
  -- Where the Blackburn's Ford road tops the heights: Richardson's post.
  ford_road_crest     = { at = {14, 14}, radius = 4, points = 1 },
}

local BREAK_AT = { USA = 8, CSA = 12 }   -- half of 16 and of 24 regimental stands

return battle "Centreville (hypothetical)" {
  date = "1861-07-22", theatre = "eastern", rules = "igor", turns = 10,
  first = "CSA", sides = { "USA", "CSA" },   -- the pursuers have the initiative
  table = { width = 72, depth = 48 },
  men_per_stand = 330,

  terrain = {
    -- Centreville stands on a long ridge, the highest ground between Bull Run and Fairfax.
    hill "Centreville heights" { {4,4}, {68,4}, {66,22}, {40,24}, {6,21}, height = 1 },
    town "Centreville" { {30,0}, {46,0}, {46,7}, {30,7} },
    -- Old field earthworks thrown up by Bonham's outposts in June, facing east — here they give
    -- the defenders some cover on the crest (light: shallow, and facing the wrong way).
    entrenchment "June rifle pits" { cover = "light", {24,17}, {52,17} },
    -- Timber on the western slope toward Cub Run and along the run.
    woods "Cub Run woods"   { cover = "light", {48,34}, {72,32}, {72,44}, {52,44} },
    woods "Western slope copse" { cover = "light", {6,28}, {20,27}, {22,34}, {6,35} },
    stream "Cub Run" { {0,42}, {20,40}, {38,39}, {52,40}, {72,38} },
    road "Warrenton Turnpike" { {38,0}, {38,7}, {38,14}, {40,26}, {42,39}, {44,48} },
    road "Blackburn's Ford road" { {34,7}, {26,10}, {14,14}, {8,26}, {4,36}, {2,48} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    USA = army "Army of Northeastern Virginia" {
      commander = general "McDowell" { quality = "raw", at = {38,3} },

      -- Miles commanded the reserve division; he was accused of drunkenness that evening and
      -- Richardson all but took over. He stays raw.
      division "Miles'" { commander = general "Miles" { quality = "raw", at = {34,9} },
        -- Blenker's brigade deployed across the turnpike west of the village and covered the
        -- retreat, skirmishing with Confederate cavalry in the dark (O.R. I/2, Blenker).
        brigade "Blenker's" { commander = general "Blenker" { quality = "seasoned" },
                              order = "hold", objective = "centreville_heights",
                              at = {40,18}, facing = 0, formation = "line",
          infantry "8th New York"       { quality = "seasoned", weapon = "rifled" },      -- 1st German Rifles
          infantry "29th New York"      { quality = "seasoned", weapon = "smoothbore" },  -- Astor Rifles
          infantry "39th New York"      { quality = "seasoned", weapon = "smoothbore" },  -- the "Garibaldi Guard"
          infantry "27th Pennsylvania"  { quality = "seasoned", weapon = "smoothbore" },
          battery  "Tidball's"          { guns = "rifled", quality = "veteran", at = {30,15}, facing = 0 },
        },
        -- Richardson's brigade held the Blackburn's Ford road, the same regiments that fought
        -- at the ford on the 18th. (O.R. I/2, Richardson.)
        brigade "Richardson's" { commander = general "Richardson" { quality = "seasoned" },
                                 order = "hold", objective = "ford_road_crest",
                                 at = {14,17}, facing = 0, formation = "line",
          infantry "1st Massachusetts" { quality = "raw", weapon = "rifled" },
          infantry "12th New York"     { quality = "raw", weapon = "smoothbore" },
          infantry "2nd Michigan"      { quality = "raw", weapon = "smoothbore", at = {8,12},  formation = "column" },
          infantry "3rd Michigan"      { quality = "raw", weapon = "smoothbore", at = {22,11}, formation = "column" },
          battery  "Ayres'"            { guns = "rifled", quality = "veteran", at = {20,15}, facing = 0 },
        },
      },
    },

    -- ===================================================================== CSA
    CSA = army "Army of the Potomac" {
      commander = general "Beauregard" { quality = "seasoned", at = {40,46} },

      -- Bonham's brigade led the pursuit up the turnpike to Cub Run on the evening of the 21st,
      -- with Kemper's Alexandria battery. (O.R. I/2, Bonham, Kemper.)
      brigade "Bonham's" { commander = general "Bonham" { quality = "raw" },
                           order = "attack", objective = "centreville_heights",
                           at = {46,30}, facing = 180, formation = "line",
        infantry "2nd South Carolina" { quality = "raw", weapon = "smoothbore" },
        infantry "3rd South Carolina" { quality = "raw", weapon = "smoothbore" },
        infantry "7th South Carolina" { quality = "raw", weapon = "smoothbore" },
        infantry "8th South Carolina" { quality = "raw", weapon = "smoothbore" },
        battery  "Kemper's"           { guns = "smoothbore", quality = "raw", at = {30,34}, facing = 180 },
      },

      -- Longstreet's brigade crossed at Blackburn's Ford and came up the ford road toward
      -- Centreville before it was recalled. (O.R. I/2, Longstreet.)
      brigade "Longstreet's" { commander = general "Longstreet" { quality = "seasoned" },
                               order = "attack", objective = "ford_road_crest",
                               at = {14,30}, facing = 180, formation = "line",
        infantry "1st Virginia"  { quality = "seasoned", weapon = "smoothbore" },
        infantry "11th Virginia" { quality = "raw",      weapon = "smoothbore" },
        infantry "17th Virginia" { quality = "raw",      weapon = "smoothbore" },
      },

      -- Early's brigade, the victors of Chinn Ridge, with the 24th Virginia back with it.
      brigade "Early's" { commander = general "Early" { quality = "seasoned" },
                          order = "attack", objective = "centreville_heights",
                          facing = 180, formation = "column",
        infantry "7th Virginia"     { quality = "raw", weapon = "smoothbore" },
        infantry "7th Louisiana"    { quality = "raw", weapon = "smoothbore" },
        infantry "13th Mississippi" { quality = "raw", weapon = "smoothbore" },
        infantry "24th Virginia"    { quality = "raw", weapon = "smoothbore" },
      },

      brigade "Washington Artillery battalion" { order = "hold", objective = "ford_road_crest",
                                                 facing = 180, formation = "column",
        battery "Washington Artillery" { guns = "smoothbore", quality = "seasoned" },
      },

      -- Stuart's 1st Virginia Cavalry rode after the retreat as far as Fairfax on the 22nd.
      brigade "Stuart's" { commander = general "Stuart" { quality = "seasoned" },
                           order = "advance", objective = "centreville_heights",
                           facing = 180, formation = "column",
        cavalry "1st Virginia Cavalry" { quality = "seasoned", weapon = "carbine" },
      },
    },
  },

  reinforcements = {
    { side = "CSA", brigade = "Washington Artillery battalion", turn = 2, enter = "Blackburn's Ford road", roll = "2d6 >= 6" },
    -- Early's (expected turn 2-3) came up from the Stone Bridge side, north of the turnpike (a point entry: a column
    -- coming up the turnpike itself would land on Bonham's rear regiments).
    { side = "CSA", brigade = "Early's",  turn = 2, enter = {58, 48},             roll = "2d6 >= 6" },
    { side = "CSA", brigade = "Stuart's", turn = 4, enter = {68, 48},             roll = "2d6 >= 8" },
  },

  orders = {
    -- With the army through the village by about 07:00, Miles' rear guard begins to go.
    { turn = 7, side = "USA", to = "Richardson's", order = "retire" },
    -- Blenker, the last to go, follows about 07:30 if he still can.
    { turn = 9, side = "USA", to = "Blenker's", order = "retire" },
  },

  -- The Confederates must take the heights; anything less and the rear guard has done its work.
  victory = function(b)
    local usa_lost, csa_lost = b:losses("USA"), b:losses("CSA")
    if usa_lost >= BREAK_AT.USA then
      return { winner = "CSA", level = "decisive", condition = "the rear guard breaks; the road to Washington lies open" }
    end
    if csa_lost >= BREAK_AT.CSA then
      return { winner = "USA", level = "decisive", condition = "the pursuit is bled white on the heights" }
    end
    if b.turn < b.turns then return nil end
    if b:holds("CSA", "centreville_heights") then
      local level = b:holds("CSA", "ford_road_crest") and "substantial" or "marginal"
      return { winner = "CSA", level = level, condition = "turn limit: Confederate flags on the Centreville heights" }
    end
    if b:holds("USA", "centreville_heights") then
      return { winner = "USA", level = "substantial", condition = "turn limit: Blenker still holds the heights; the army is safely away" }
    end
    if b:holds("CSA", "ford_road_crest") then
      return { winner = "draw", condition = "turn limit: the heights contested, the ford road lost; the rear guard barely gets away" }
    end
    return { winner = "USA", level = "marginal", condition = "turn limit: the heights contested; the rear guard has bought its time" }
  end,

  on = {
    turn_start = function(b)
      if b.turn == 1 then
        b:say("05:30, 22 July. Grey light and the first of the rain: Confederate columns climb out of the Cub Run valley toward Centreville.")
      elseif b.turn == 4 then
        b:say("06:15. The rain comes down in earnest; powder grows damp and the roads turn to mud.")
      elseif b.turn == 7 then
        b:say("07:00. The last wagons are through the village; Miles begins to draw off the rear guard.")
      end
    end,
    general_killed = function(b, general) b:say("%s has fallen on the heights", general.name) end,
  },
}
