os.execute("touch /tmp/caisson_should_not_exist")
return battle "Hostile" {}
