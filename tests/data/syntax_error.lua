return battle "Broken" {
  turns = 4
  first = "USA",
}
