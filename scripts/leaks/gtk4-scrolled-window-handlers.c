/* GTK 4 alone (no StateGtk): a widget put in a shown window, realized, removed and freed, again
 * and again. Every EVERY iterations, with the window emptied, it prints the heap in use (glibc's
 * mallinfo2, uordblks + hblkhd, after malloc_trim) and the handlers connected to GtkSettings'
 * notify::gtk-overlay-scrolling. GTK 4.8's GtkScrolledWindow connects one such handler when it
 * is realized and disconnects another function on unrealize, so the handler stays (Docs/robustness.md,
 * "Soak", "On GTK 4").
 *
 *   gcc -O1 -o /tmp/scrolled-window-handlers scripts/leaks/gtk4-scrolled-window-handlers.c $(pkg-config --cflags --libs gtk4)
 *   G_SLICE=always-malloc GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a /tmp/scrolled-window-handlers scrolled 10000 2000
 *
 * usage: MODE ITERATIONS EVERY [workaround] [toggle]
 *   MODE: box | scrolled (a GtkScrolledWindow, no child) | scrolled-label (with a label child)
 *   workaround: after each removal, disconnect the handler GtkSettings still holds for the removed
 *               scrolled window (what StateGtk's sg_scrolled_window_settings_fix_install does)
 *   toggle: at the end, flip gtk-overlay-scrolling, as a desktop settings change would: each handler
 *           left is called on its freed scrolled window */
#include <gtk/gtk.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long heap(void) {
  malloc_trim(0);
  struct mallinfo2 m = mallinfo2();
  return (long)(m.uordblks + m.hblkhd);
}

static void drain(void) {
  while (g_main_context_iteration(NULL, FALSE)) {}
}

/* GLib's *_matched calls need a func, data or closure to match; counting by signal and detail
 * means finding, blocking and unblocking handlers one at a time. */
static guint overlay_scrolling_handlers(void) {
  GtkSettings *settings = gtk_settings_get_default();
  guint notify = g_signal_lookup("notify", G_TYPE_OBJECT);
  GQuark detail = g_quark_from_static_string("gtk-overlay-scrolling");
  GArray *ids = g_array_new(FALSE, FALSE, sizeof(gulong));
  gulong id;
  while ((id = g_signal_handler_find(settings, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_UNBLOCKED,
                                     notify, detail, NULL, NULL, NULL)) != 0) {
    g_signal_handler_block(settings, id);
    g_array_append_val(ids, id);
  }
  for (guint i = 0; i < ids->len; i++) g_signal_handler_unblock(settings, g_array_index(ids, gulong, i));
  guint count = ids->len;
  g_array_free(ids, TRUE);
  return count;
}

static GtkWidget *make(const char *mode) {
  if (!strcmp(mode, "box")) return gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  if (!strcmp(mode, "scrolled-label")) gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), gtk_label_new("x"));
  gtk_widget_set_size_request(scrolled, 100, 120);
  return scrolled;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "scrolled";
  long n = argc > 2 ? atol(argv[2]) : 10000, every = argc > 3 ? atol(argv[3]) : 1000;
  gboolean workaround = FALSE, toggle = FALSE;
  for (int i = 4; i < argc; i++) {
    if (!strcmp(argv[i], "workaround")) workaround = TRUE;
    if (!strcmp(argv[i], "toggle")) toggle = TRUE;
  }
  gtk_init();
  GtkWidget *window = gtk_window_new();
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_window_set_child(GTK_WINDOW(window), box);
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
  gtk_window_present(GTK_WINDOW(window));
  while (!gtk_widget_get_mapped(box)) g_main_context_iteration(NULL, TRUE);
  drain();
  printf("%s, %ld iterations%s (GTK %u.%u.%u)\n", mode, n, workaround ? ", workaround" : "", gtk_get_major_version(),
         gtk_get_minor_version(), gtk_get_micro_version());
  printf("iteration  heap bytes  overlay-scrolling handlers\n");
  printf("%9d  %10ld  %u\n", 0, heap(), overlay_scrolling_handlers());
  for (long i = 1; i <= n; i++) {
    GtkWidget *widget = g_object_ref(make(mode));
    gtk_box_append(GTK_BOX(box), widget);
    drain();
    if (!gtk_widget_get_realized(widget)) {
      fprintf(stderr, "not realized at %ld\n", i);
      return 1;
    }
    gtk_box_remove(GTK_BOX(box), widget); /* unrealizes it */
    if (workaround)
      g_signal_handlers_disconnect_matched(gtk_widget_get_settings(widget), G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, widget);
    g_object_unref(widget); /* finalizes it */
    drain();
    if (i % every == 0) printf("%9ld  %10ld  %u\n", i, heap(), overlay_scrolling_handlers());
    fflush(stdout);
  }
  if (toggle) {
    gboolean value;
    g_object_get(gtk_settings_get_default(), "gtk-overlay-scrolling", &value, NULL);
    printf("setting gtk-overlay-scrolling to %d\n", !value);
    fflush(stdout);
    g_object_set(gtk_settings_get_default(), "gtk-overlay-scrolling", !value, NULL);
    printf("survived\n");
  }
  gtk_window_destroy(GTK_WINDOW(window));
  drain();
  return 0;
}
