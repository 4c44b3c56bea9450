#pragma once
// A battle log written by hand for the renderer's tests: two regiments, one of which moves and
// then fires in turn 1, a wood, a road, an objective, and a cavalry regiment still waiting.

namespace render_test {

// A battle of two regiments, written by hand: one moves, then fires, in turn 1.
inline const char* kHandLog =
    R"({"turn":0,"type":"battle","seed":1,"setup":{"title":"Hand","date":"1863-07-01","rules":"igor","turns":3,)"
    R"("sides":["USA","CSA"],"table":{"width":24,"depth":24},"terrain":[{"name":"Wood","kind":"woods","cover":"light",)"
    R"("height":0,"outline":[[2,2],[6,2],[6,6]]},{"name":"Pike","kind":"road","path":[[0,12],[24,12]]}],)"
    R"("objectives":[{"name":"crossroads","at":[12,12],"radius":3,"points":2}],"units":[)"
    R"({"id":0,"name":"1st Blue","side":"USA","brigade":"B","arm":"infantry","quality":"raw","weapon":"rifled",)"
    R"("formation":"line","stands":2,"hits":0,"status":"on_table","routing":false,"at":[12,4],"facing":0,"width":4,"depth":1},)"
    R"({"id":1,"name":"1st Grey","side":"CSA","brigade":"G","arm":"infantry","quality":"raw","weapon":"rifled",)"
    R"("formation":"line","stands":2,"hits":0,"status":"on_table","routing":false,"at":[12,20],"facing":180,"width":4,"depth":1},)"
    R"({"id":2,"name":"2nd Grey","side":"CSA","brigade":"G","arm":"cavalry","quality":"raw","weapon":"carbine",)"
    R"("formation":"line","stands":2,"hits":0,"status":"waiting","routing":false,"at":[0,0],"facing":180,"width":4,"depth":1}],)"
    R"("commanders":[{"name":"Blue","side":"USA","at":[12,1],"commands":"B"}]}})"
    "\n"
    R"({"turn":1,"side":"USA","phase":"movement","type":"move","unit":"1st Blue","from":[12,4],"to":[12,8],"facing":0,"formation":"line"})"
    "\n"
    R"({"turn":1,"side":"USA","phase":"fire","type":"fire","unit":"1st Blue","target":"1st Grey","range":"long","dice":2,"hits":1})"
    "\n"
    R"({"turn":1,"side":"USA","phase":"end","type":"turn_end","units":[{"id":0,"at":[12,8],"facing":0,"width":4,"depth":1,)"
    R"("formation":"line","stands":2,"hits":0,"status":"on_table","routing":false},{"id":1,"at":[12,20],"facing":180,)"
    R"("width":4,"depth":1,"formation":"line","stands":2,"hits":1,"status":"on_table","routing":false}],)"
    R"("commanders":[{"name":"Blue","at":[12,5]}],"objectives":{"crossroads":"USA"},"losses":{"USA":0,"CSA":1}})"
    "\n";


}  // namespace render_test
