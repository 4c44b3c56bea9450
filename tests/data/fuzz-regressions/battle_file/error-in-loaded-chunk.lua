-- An error in a chunk that load() made is placed in [string "..."]: the refusal must still name this file.
load("error(\"inside a loaded chunk\")")()
