-- A battle whose hook misspells a global: it loads and plays until turn 2, but `caisson check`
-- refuses it.
return battle "Typo" {
  turns = 4,
  forces = {
    USA = army "Blue" { brigade "Blue brigade" { at = {24,7}, infantry "1st Blue" {} } },
    CSA = army "Grey" { brigade "Grey brigade" { at = {24,28}, infantry "1st Grey" {} } },
  },
  on = {
    turn_start = function(b)
      if b.turn == 2 then b:say("%d", mth.floor(2.5)) end
    end,
  },
}
