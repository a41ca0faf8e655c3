// Included by json-locs.td: its records are located by base name.
def fromInc;
