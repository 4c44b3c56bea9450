-- An error in a chunk that load() named like a file is placed there: the refusal must still name this file.
load("error(\"inside a named chunk\")", "=elsewhere")()
