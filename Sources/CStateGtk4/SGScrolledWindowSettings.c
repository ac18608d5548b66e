#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4
/* GTK 4.8's GtkScrolledWindow connects gtk_scrolled_window_update_use_indicators to its
 * GtkSettings' notify::gtk-overlay-scrolling when it is realized, with itself as the data, and
 * on unrealize disconnects gtk_scrolled_window_sync_use_indicators, a function it never
 * connected. The handler stays on GtkSettings, which lives as long as the display: each
 * realization of a scrolled window leaves a handler and its closure (about 130 bytes), and the
 * next change of the setting calls every one of them on its freed scrolled window.
 *
 * An emission hook on GtkWidget::unrealize removes that one handler: on the settings, for the
 * signal and detail GTK connected, with the widget as its data. A GTK that disconnects it itself
 * leaves nothing for the hook to find. */

static guint notify_signal;
static GQuark overlay_scrolling;

static gboolean unrealizing(GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer unused) {
  (void)hint;
  (void)unused;
  if (n_values < 1) return TRUE;
  GObject *object = g_value_get_object(&values[0]);
  if (!GTK_IS_SCROLLED_WINDOW(object)) return TRUE;
  g_signal_handlers_disconnect_matched(gtk_widget_get_settings(GTK_WIDGET(object)),
                                       G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_DATA, notify_signal,
                                       overlay_scrolling, NULL, NULL, object);
  return TRUE; /* stays installed */
}

void sg_scrolled_window_settings_fix_install(void) {
  static gboolean installed = FALSE;
  if (installed) return;
  installed = TRUE;
  /* A class's signals exist once the class is: kept for the process, as GTK keeps it. */
  g_type_class_ref(GTK_TYPE_WIDGET);
  notify_signal = g_signal_lookup("notify", G_TYPE_OBJECT);
  overlay_scrolling = g_quark_from_static_string("gtk-overlay-scrolling");
  g_signal_add_emission_hook(g_signal_lookup("unrealize", GTK_TYPE_WIDGET), 0, unrealizing, NULL, NULL);
}

guint sg_settings_overlay_scrolling_handler_count(GtkSettings *settings) {
  g_return_val_if_fail(GTK_IS_SETTINGS(settings), 0);
  guint signal = g_signal_lookup("notify", G_TYPE_OBJECT);
  GQuark detail = g_quark_from_static_string("gtk-overlay-scrolling");
  /* GLib's *_matched functions need a function, data or closure to match: the handlers are
   * found one at a time, blocked so that the next search skips them, then unblocked. */
  GArray *found = g_array_new(FALSE, FALSE, sizeof(gulong));
  gulong id;
  while ((id = g_signal_handler_find(settings, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_UNBLOCKED,
                                     signal, detail, NULL, NULL, NULL)) != 0) {
    g_signal_handler_block(settings, id);
    g_array_append_val(found, id);
  }
  for (guint index = 0; index < found->len; index++) g_signal_handler_unblock(settings, g_array_index(found, gulong, index));
  guint count = found->len;
  g_array_free(found, TRUE);
  return count;
}

#endif /* GTK 4 */
