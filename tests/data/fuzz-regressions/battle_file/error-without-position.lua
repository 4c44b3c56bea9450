-- An error raised with level 0 carries no position: the refusal must still name this file.
error("no position", 0)
