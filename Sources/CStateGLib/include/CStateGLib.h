// toolkit: both (GLib only, through CGtk or CGtk4)
#ifndef STATEGTK_CSTATEGLIB_H
#define STATEGTK_CSTATEGLIB_H
/* StateGtk's C parts that need GLib only, the same for GTK 3 and GTK 4 (GLib comes through CGtk or
 * CGtk4, whichever the build's toolkit is). */
#include <glib.h>

G_BEGIN_DECLS

/* ---------------------------------------------------------------------------------------------
 * The main dispatch queue on GLib's main loop.
 *
 * On Linux gtk_main() never drains DispatchQueue.main, so Swift's main actor would starve.
 * libdispatch exposes the eventfd it signals when work is queued on the main queue; this
 * GSource polls that fd along with GTK's own fds and drains the queue when it fires: no timer,
 * no added latency.
 * ------------------------------------------------------------------------------------------- */

/* Attaches the source to the default main context once; later calls do nothing. */
void sg_main_queue_attach(void);

/* The number of times the source drained the main queue (for tests). */
guint64 sg_main_queue_drain_count(void);

/* The C heap in use: bytes allocated with malloc and not freed, in the arenas (uordblks) and in
 * separately mapped blocks (hblkhd), from glibc's mallinfo2() (for the benchmarks). */
gint64 sg_heap_bytes_in_use(void);

G_END_DECLS

#endif
