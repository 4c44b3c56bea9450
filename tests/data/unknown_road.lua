return battle "Unknown road" {
  date = "1862-05-01", rules = "igor", turns = 4, first = "USA",
  table = { width = 48, depth = 36 },
  terrain = { road "Pike" { {0,10}, {48,10} } },
  forces = {
    USA = army "Blue" { brigade "Blue brigade" { at = {24,7}, infantry "1st Blue" {} } },
    CSA = army "Grey" {
      brigade "Grey brigade" { at = {24,28}, facing = 180, infantry "1st Grey" {} },
      brigade "Late brigade" { infantry "2nd Grey" {} },
    },
  },
  reinforcements = { { side = "CSA", brigade = "Late brigade", turn = 2, enter = "Turnpike" } },
}
