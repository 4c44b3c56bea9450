-- bench/battles/reference.lua: the reference battle for the throughput figures (bench/README.md).
-- Two sides of 24 units each: four brigades of four regiments on the table and one coming on as
-- a reinforcement, a cavalry regiment and three batteries; woods, a hill, a road and a stream;
-- an event table, reinforcements, historical orders, a Lua victory function and hooks. Not
-- history: a representative mid-size igor battle.
local events = require "reference_events"

local BREAK_AT = { Blue = 30, Grey = 30 }  -- stands lost that break an army (of 48)

return battle "Reference battle" {
  date = "1862-08-29", rules = "igor", turns = 12, first = "Blue", sides = { "Blue", "Grey" },
  table = { width = 96, depth = 48 },
  terrain = {
    hill   "Signal Hill" { {38,20}, {56,20}, {58,28}, {50,32}, {40,30}, height = 1 },
    woods  "North copse" { cover = "light", {10,19}, {24,19}, {24,29}, {10,29} },
    woods  "Mill woods"  { cover = "light", {70,21}, {84,19}, {86,29}, {72,31} },
    road   "Pike"        { {94,0}, {90,20}, {60,27}, {48,30}, {54,48} },
    stream "Run"         { {0,15}, {40,17}, {96,15.5} },
  },
  objectives = {
    crest = { at = {48,25}, radius = 4, points = 3 },
    mill  = { at = {78,25}, radius = 3, points = 1 },
    copse = { at = {17,24}, radius = 3, points = 1 },
  },
  -- Invented figures, so that `caisson sweep` shows its comparison with history.
  history = { winner = "Grey", casualties = { Blue = 4, Grey = 2 } },
  forces = {
    Blue = army "Blue army" { commander = general "Blue General" { at = {48,1} },
      brigade "Blue 1st brigade" { commander = general "Blue brigadier 1" {}, order = "advance", objective = "copse",
                   at = {20,10}, facing = 0, formation = "line",
        infantry "1st Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "2nd Blue" { quality = "seasoned", weapon = "rifled" },
        infantry "3rd Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "4th Blue" { quality = "veteran", weapon = "rifled" },
        cavalry "Blue cavalry" { quality = "seasoned", weapon = "carbine", at = {6,3}, facing = 0, formation = "column" },
      },
      brigade "Blue 2nd brigade" { commander = general "Blue brigadier 2" {}, order = "attack", objective = "crest",
                   at = {42,4}, facing = 0, formation = "column",
        infantry "5th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "6th Blue" { quality = "seasoned", weapon = "rifled" },
        infantry "7th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "8th Blue" { quality = "veteran", weapon = "rifled" },
        battery "Blue 1st battery" { guns = "rifled", at = {38,11}, facing = 0 },
      },
      brigade "Blue 3rd brigade" { commander = general "Blue brigadier 3" {}, order = "attack", objective = "crest",
                   at = {64,10}, facing = 0, formation = "line",
        infantry "9th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "10th Blue" { quality = "seasoned", weapon = "rifled" },
        infantry "11th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "12th Blue" { quality = "veteran", weapon = "rifled" },
        battery "Blue 2nd battery" { guns = "smoothbore", at = {44,12}, facing = 0 },
      },
      brigade "Blue 4th brigade" { commander = general "Blue brigadier 4" {}, order = "hold", objective = "mill",
                   at = {78,6}, facing = 0, formation = "column",
        infantry "13th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "14th Blue" { quality = "seasoned", weapon = "rifled" },
        infantry "15th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "16th Blue" { quality = "veteran", weapon = "rifled" },
      },
      brigade "Blue reserve" { commander = general "Blue brigadier 5" {}, order = "attack", objective = "crest",
                   facing = 0, formation = "column",
        infantry "17th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "18th Blue" { quality = "seasoned", weapon = "smoothbore" },
        infantry "19th Blue" { quality = "raw", weapon = "smoothbore" },
        infantry "20th Blue" { quality = "veteran", weapon = "smoothbore" },
        battery "Blue 3rd battery" { guns = "smoothbore" },
      },
    },
    Grey = army "Grey army" { commander = general "Grey General" { at = {48,47} },
      brigade "Grey 1st brigade" { commander = general "Grey brigadier 1" {}, order = "hold", objective = "copse",
                   at = {20,38}, facing = 180, formation = "line",
        infantry "1st Grey" { quality = "seasoned", weapon = "rifled" },
        infantry "2nd Grey" { quality = "raw", weapon = "smoothbore" },
        infantry "3rd Grey" { quality = "veteran", weapon = "smoothbore" },
        infantry "4th Grey" { quality = "raw", weapon = "rifled" },
        cavalry "Grey cavalry" { quality = "seasoned", weapon = "carbine", at = {6,45}, facing = 180, formation = "column" },
      },
      brigade "Grey 2nd brigade" { commander = general "Grey brigadier 2" {}, order = "hold", objective = "crest",
                   at = {42,44}, facing = 180, formation = "column",
        infantry "5th Grey" { quality = "seasoned", weapon = "smoothbore" },
        infantry "6th Grey" { quality = "raw", weapon = "smoothbore" },
        infantry "7th Grey" { quality = "veteran", weapon = "rifled" },
        infantry "8th Grey" { quality = "raw", weapon = "smoothbore" },
        battery "Grey 1st battery" { guns = "rifled", at = {38,37}, facing = 180 },
      },
      brigade "Grey 3rd brigade" { commander = general "Grey brigadier 3" {}, order = "advance", objective = "crest",
                   at = {64,38}, facing = 180, formation = "line",
        infantry "9th Grey" { quality = "seasoned", weapon = "smoothbore" },
        infantry "10th Grey" { quality = "raw", weapon = "rifled" },
        infantry "11th Grey" { quality = "veteran", weapon = "smoothbore" },
        infantry "12th Grey" { quality = "raw", weapon = "smoothbore" },
        battery "Grey 2nd battery" { guns = "smoothbore", at = {44,36}, facing = 180 },
      },
      brigade "Grey 4th brigade" { commander = general "Grey brigadier 4" {}, order = "hold", objective = "mill",
                   at = {78,42}, facing = 180, formation = "column",
        infantry "13th Grey" { quality = "seasoned", weapon = "rifled" },
        infantry "14th Grey" { quality = "raw", weapon = "smoothbore" },
        infantry "15th Grey" { quality = "veteran", weapon = "smoothbore" },
        infantry "16th Grey" { quality = "raw", weapon = "rifled" },
      },
      brigade "Grey reserve" { commander = general "Grey brigadier 5" {}, order = "attack", objective = "crest",
                   facing = 180, formation = "column",
        infantry "17th Grey" { quality = "seasoned", weapon = "smoothbore" },
        infantry "18th Grey" { quality = "raw", weapon = "smoothbore" },
        infantry "19th Grey" { quality = "veteran", weapon = "smoothbore" },
        infantry "20th Grey" { quality = "raw", weapon = "smoothbore" },
        battery "Grey 3rd battery" { guns = "smoothbore" },
      },
    },
  },
  reinforcements = {
    { side = "Blue", brigade = "Blue reserve", turn = 4, enter = "Pike",   roll = "2d6 >= 7" },
    { side = "Grey", brigade = "Grey reserve", turn = 5, enter = {93, 48}, roll = "2d6 >= 8" },
  },
  events = events,
  orders = {
    { turn = 3, side = "Blue", to = "Blue 4th brigade", order = "attack", objective = "mill" },
    { turn = 6, side = "Grey", to = "Grey 1st brigade", order = "attack", objective = "copse" },
    { turn = 8, side = "Grey", to = "Grey 2nd brigade", order = "attack", objective = "crest" },
  },
  victory = function(b)
    local blue, grey = b:losses("Blue"), b:losses("Grey")
    if blue >= BREAK_AT.Blue and grey < BREAK_AT.Grey then
      return { winner = "Grey", level = "decisive", condition = "the Blue army breaks" }
    elseif grey >= BREAK_AT.Grey and blue < BREAK_AT.Blue then
      return { winner = "Blue", level = "decisive", condition = "the Grey army breaks" }
    elseif blue >= BREAK_AT.Blue then
      return { winner = "draw", condition = "both armies fought out" }
    end
    if b.turn < b.turns then return nil end
    for _, side in ipairs { "Blue", "Grey" } do
      if b:holds(side, "crest") then
        local level = b:holds(side, "mill") and "substantial" or "marginal"
        return { winner = side, level = level, condition = "turn limit: " .. side .. " holds the crest" }
      end
    end
    return { winner = "draw", condition = "turn limit: the crest contested" }
  end,
  on = {
    turn_start = function(b) b.vars.turns_begun = (b.vars.turns_begun or 0) + 1 end,
    unit_routed = function(b, unit) b.vars.routs = (b.vars.routs or 0) + 1 end,
    general_killed = function(b, general) b:say("%s has fallen", general.name) end,
  },
}
