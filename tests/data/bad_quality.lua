return battle "Bad quality" {
  date = "1862-05-01", rules = "igor", turns = 4, first = "USA",
  table = { width = 48, depth = 36 },
  forces = {
    USA = army "Blue" {
      brigade "Blue brigade" { at = {24,7},
        infantry "1st Blue" { quality = "rwa" },
      },
    },
    CSA = army "Grey" {
      brigade "Grey brigade" { at = {24,28}, facing = 180,
        infantry "1st Grey" {},
      },
    },
  },
}
