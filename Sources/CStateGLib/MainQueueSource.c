// toolkit: both (GLib only, through CGtk or CGtk4)
#include "CStateGLib.h"
#include <stdint.h>
#include <unistd.h>

/* libdispatch's hooks for CoreFoundation's run loop; exported by libdispatch.so on Linux. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static guint64 drain_count = 0;
static gboolean attached = FALSE;

static gboolean main_queue_dispatch(GSource *source, GSourceFunc callback, gpointer user_data) {
  (void)source; (void)callback; (void)user_data;
  /* Reset the eventfd first: work queued while we drain signals it again. */
  uint64_t value;
  ssize_t ignored = read(_dispatch_get_main_queue_handle_4CF(), &value, sizeof value);
  (void)ignored;
  drain_count++;
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs main_queue_funcs = {
  .prepare = NULL,
  .check = NULL,
  .dispatch = main_queue_dispatch,
  .finalize = NULL,
};

void sg_main_queue_attach(void) {
  if (attached) return;
  attached = TRUE;
  GSource *source = g_source_new(&main_queue_funcs, sizeof(GSource));
  g_source_set_name(source, "StateGtk main dispatch queue");
  /* Above GTK's redraw priority: main-actor work queued in a turn reaches the next frame. */
  g_source_set_priority(source, G_PRIORITY_DEFAULT);
  g_source_add_unix_fd(source, _dispatch_get_main_queue_handle_4CF(), G_IO_IN);
  g_source_attach(source, NULL);
  g_source_unref(source);
}

guint64 sg_main_queue_drain_count(void) { return drain_count; }
