-- A table the engine refuses before laying it out (#39): exit 2, naming this file and the field.
return battle "T" {
  turns = 6,
  table = { width = 40000, depth = 40000 },
  forces = {
    USA = army "North" { brigade "A" { at = {10,10}, infantry "1st" {} } },
    CSA = army "South" { brigade "B" { at = {10,30}, infantry "2nd" {} } },
  },
}
