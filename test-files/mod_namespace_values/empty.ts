// A module that exports nothing.
const hidden = 1;
void hidden;
