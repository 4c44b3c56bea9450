-- For `caisson check`'s warnings (tests/test_cli.cpp): a Blue regiment deployed on the point
-- where the Grey reinforcement comes on, and an objective nothing names.
return battle "Check warnings" {
  date = "1862-05-01", rules = "igor", turns = 4, first = "USA",
  table = { width = 48, depth = 36 },
  objectives = {
    crossroads = { at = {24, 18}, radius = 3 },
    old_mill = { at = {10, 18}, radius = 3 },
  },
  forces = {
    USA = army "Blue" {
      brigade "Blue brigade" { at = {24, 7}, order = "attack", objective = "crossroads", infantry "1st Blue" {} },
      brigade "Forward brigade" { at = {24, 34}, facing = 180, infantry "2nd Blue" {} },
    },
    CSA = army "Grey" {
      brigade "Grey brigade" { at = {40, 28}, facing = 180, infantry "1st Grey" {} },
      brigade "Late brigade" { infantry "2nd Grey" {} },
    },
  },
  reinforcements = { { side = "CSA", brigade = "Late brigade", turn = 2, enter = {24, 36} } },
  victory = function(b)
    if b.turn == b.turns then return { winner = b:holds("USA", "crossroads") and "USA" or "CSA" } end
  end,
}
