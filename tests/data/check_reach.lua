-- For `caisson check`'s warning of a brigade with no way to reach its objective
-- (tests/test_cli.cpp). A gorge splits the table in two. On its left a river runs from the edge
-- to the gorge with no crossing; on its right the river has a gap where a bridge carries the road
-- over. A mill pond is impassable ground too.
return battle "Check reach" {
  date = "1862-05-01", rules = "igor", turns = 4, first = "USA",
  table = { width = 96, depth = 48 },
  terrain = {
    impassable "Gorge"            { {47,0}, {49,0}, {49,48}, {47,48} },
    impassable "Left river"       { {0,22}, {47,22}, {47,26}, {0,26} },
    impassable "Right river west" { {49,22}, {70,22}, {70,26}, {49,26} },
    impassable "Right river east" { {73,22}, {96,22}, {96,26}, {73,26} },
    road "Bridge road"            { {71.5,0}, {71.5,48} },
    impassable "Mill pond"        { {80,4}, {92,4}, {92,14}, {80,14} },
  },
  objectives = {
    left_farm = { at = {24,36}, radius = 3 },
    right_farm = { at = {72,36}, radius = 3 },
    mill = { at = {86,9}, radius = 2 },
  },
  forces = {
    USA = army "Blue" {
      -- Across the river with no crossing: warned.
      brigade "Left brigade" { at = {24,8}, objective = "left_farm", infantry "1st Blue" {} },
      -- Across the river by the bridge: not warned.
      brigade "Right brigade" { at = {60,8}, objective = "right_farm", infantry "2nd Blue" {} },
      -- A point in the pond: warned.
      brigade "Pond brigade" { at = {64,4}, objective = {86,9}, infantry "3rd Blue" {} },
    },
    CSA = army "Grey" {
      -- Following a formation across the bridge: not warned.
      brigade "Grey brigade" { at = {60,40}, facing = 180, objective = "Right brigade", infantry "1st Grey" {} },
      brigade "Late brigade" { infantry "2nd Grey" {} },
    },
  },
  reinforcements = { { side = "CSA", brigade = "Late brigade", turn = 2, enter = {24,48} } },
  orders = {
    -- On the entry's side of the river: not warned.
    { turn = 2, side = "CSA", to = "Late brigade", order = "attack", objective = "left_farm" },
    -- Across the river from its entry: warned.
    { turn = 3, side = "CSA", to = "Late brigade", order = "attack", objective = {24,10} },
    -- An objective whose whole radius is in the pond: warned.
    { turn = 4, side = "USA", to = "Pond brigade", order = "hold", objective = "mill" },
    -- Retiring goes to the own edge, whatever the objective: not warned.
    { turn = 4, side = "USA", to = "Left brigade", order = "retire", objective = "left_farm" },
  },
}
