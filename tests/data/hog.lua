local t = {}
local i = 0
while true do i = i + 1; t[i] = string.rep("x", 1024) .. i end
