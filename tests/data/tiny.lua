-- A tiny, valid battle for the CLI tests.
return battle "Tiny" {
  date = "1862-05-01", rules = "igor", turns = 4, first = "USA",
  table = { width = 48, depth = 36 },
  terrain = { woods "Copse" { cover = "light", {20,16}, {28,16}, {28,22}, {20,22} } },
  objectives = { copse = { at = {24,19}, radius = 4, points = 1 } },
  forces = {
    USA = army "Blue" { commander = general "Blue General" { at = {24,2} },
      brigade "Blue brigade" { commander = general "Blue Brigadier" {}, order = "attack", objective = "copse",
                               at = {24,7}, facing = 0, formation = "line",
        infantry "1st Blue" { quality = "seasoned", weapon = "rifled" },
        infantry "2nd Blue" { quality = "raw", weapon = "smoothbore" },
      },
    },
    CSA = army "Grey" { commander = general "Grey General" { at = {24,34} },
      brigade "Grey brigade" { commander = general "Grey Brigadier" {}, order = "hold", objective = "copse",
                               at = {24,28}, facing = 180, formation = "line",
        infantry "1st Grey" { quality = "veteran" },
        infantry "2nd Grey" { quality = "seasoned" },
      },
    },
  },
}
