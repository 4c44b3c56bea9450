-- A battle set up for a charge on the first turn (the play page's tests): the 1st Blue stands in
-- line 4" from the 1st Grey, the 2nd Blue close behind it to support, the 3rd Blue far off on the
-- flank, too far to support. Clark's guns have the 1st Grey in range.
return battle "Charge at hand" {
  date = "1862-05-01", rules = "igor", turns = 3, first = "USA",
  table = { width = 48, depth = 36 },
  objectives = { crossroads = { at = {20,22}, radius = 4, points = 1 } },
  forces = {
    USA = army "Blue" { commander = general "Blue General" { at = {24,2} },
      brigade "Blue brigade" { commander = general "Blue Brigadier" { at = {20,10} }, order = "attack",
                               objective = "crossroads", at = {20,16}, facing = 0, formation = "line",
        infantry "1st Blue" { quality = "seasoned", weapon = "rifled", at = {20,16} },
        infantry "2nd Blue" { quality = "seasoned", weapon = "rifled", at = {20,12.5} },
        infantry "3rd Blue" { quality = "raw", weapon = "smoothbore", at = {40,6} },
        battery "Clark's" { guns = "rifled", quality = "veteran", at = {30,6}, facing = 0 },
      },
    },
    CSA = army "Grey" { commander = general "Grey General" { at = {24,34} },
      brigade "Grey brigade" { commander = general "Grey Brigadier" {}, order = "hold", objective = "crossroads",
                               at = {20,22}, facing = 180, formation = "line",
        infantry "1st Grey" { quality = "seasoned", at = {20,22} },
        infantry "2nd Grey" { quality = "seasoned", at = {32,30} },
      },
    },
  },
}
