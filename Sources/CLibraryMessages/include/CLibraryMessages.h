// GLib messages of the libraries rrender drives, quieted on one thread while it makes a call known
// to make a library print a CRITICAL about input rrender cannot check first (library_messages.c
// says which and why).
#ifndef RRENDER_CLIBRARYMESSAGES_H
#define RRENDER_CLIBRARYMESSAGES_H

/// The GLib log domains that can be quieted.
typedef enum {
    /// poppler-glib's "Poppler": destinations past the last page (CPoppler's poppler_loader.c).
    RR_MESSAGES_POPPLER = 0,
    /// Pango's "Pango": fonts librsvg asks for at sizes Pango cannot hold (CRsvg's rsvg_loader.c).
    RR_MESSAGES_PANGO = 1,
} RRMessageDomain;

/// From here to the matching rr_messages_quiet_end, `domain`'s messages on this thread are
/// counted, not printed, and not fatal under G_DEBUG=fatal-criticals. Calls nest.
void rr_messages_quiet_begin(RRMessageDomain domain);
void rr_messages_quiet_end(RRMessageDomain domain);
/// How many of `domain`'s messages were counted so far in this process.
unsigned long rr_messages_quieted(RRMessageDomain domain);

#endif
