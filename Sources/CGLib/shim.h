// GLib allows only <glib.h> to be included directly; rrender uses its GChecksum (RRenderDigests).
#include <glib.h>
