#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
#include <gtk/gtk-a11y.h>

/* A GtkComboBox without an entry gives the keyboard focus to a toggle button inside it. GTK's
 * accessibility redirects that button's focus to the combo box when the button is the combo's
 * child, but in GTK 3.24 a GtkBox stands between them: the focus went to an accessible that is
 * no child of anything, so screen readers said nothing on Tab to a combo box and nothing in the
 * accessible tree had the focus. Here the combo box's accessible has the focused state while its
 * button has the focus, and says so after GTK's own focus notification (which runs when idle). */

static AtkStateSet *(*original_ref_state_set)(AtkObject *accessible);

/* The combo box whose button `widget` is, when GTK does not redirect its focus itself. */
static GtkWidget *combo_box_of_button(GtkWidget *widget) {
  if (!GTK_IS_TOGGLE_BUTTON(widget)) return NULL;
  GtkWidget *box = gtk_widget_get_parent(widget);
  if (box == NULL || GTK_IS_COMBO_BOX(box) || !GTK_IS_BOX(box)) return NULL;
  GtkWidget *combo = gtk_widget_get_parent(box);
  if (combo == NULL || !GTK_IS_COMBO_BOX(combo) || gtk_combo_box_get_has_entry(GTK_COMBO_BOX(combo))) return NULL;
  return combo;
}

static gboolean button_has_focus(GtkWidget *combo) {
  GtkWidget *toplevel = gtk_widget_get_toplevel(combo);
  if (!GTK_IS_WINDOW(toplevel)) return FALSE;
  GtkWidget *focus = gtk_window_get_focus(GTK_WINDOW(toplevel));
  return focus != NULL && combo_box_of_button(focus) == combo && gtk_widget_has_focus(focus);
}

static AtkStateSet *ref_state_set(AtkObject *accessible) {
  AtkStateSet *states = original_ref_state_set(accessible);
  GtkWidget *combo = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
  if (combo != NULL && button_has_focus(combo)) atk_state_set_add_state(states, ATK_STATE_FOCUSED);
  return states;
}

typedef struct {
  GtkWidget *combo; /* a reference */
  gboolean focused;
} FocusChange;

static gboolean notify_when_idle(gpointer data) {
  FocusChange *change = data;
  /* Only what still holds: a focus that moved on since is not announced. */
  if (gtk_widget_get_realized(change->combo) && button_has_focus(change->combo) == change->focused) {
    atk_object_notify_state_change(gtk_widget_get_accessible(change->combo), ATK_STATE_FOCUSED, change->focused);
  }
  g_object_unref(change->combo);
  g_free(change);
  return G_SOURCE_REMOVE;
}

static gboolean focus_changed(GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer unused) {
  (void)hint;
  (void)unused;
  if (n_values < 2) return TRUE;
  GtkWidget *combo = combo_box_of_button(g_value_get_object(&values[0]));
  GdkEventFocus *event = g_value_get_boxed(&values[1]);
  if (combo == NULL || event == NULL) return TRUE;
  FocusChange *change = g_new(FocusChange, 1);
  change->combo = g_object_ref(combo);
  change->focused = event->in != 0;
  g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, notify_when_idle, change, NULL);
  return TRUE; /* stays installed */
}

void sg_combo_box_focus_install(void) {
  static gboolean installed = FALSE;
  if (installed) return;
  installed = TRUE;
  AtkObjectClass *accessible_class = g_type_class_ref(GTK_TYPE_COMBO_BOX_ACCESSIBLE);
  original_ref_state_set = accessible_class->ref_state_set;
  accessible_class->ref_state_set = ref_state_set;
  /* GTK's own focus watcher is an emission hook added at gtk_init, so its idle comes first. */
  g_signal_add_emission_hook(g_signal_lookup("focus-in-event", GTK_TYPE_WIDGET), 0, focus_changed, NULL, NULL);
  g_signal_add_emission_hook(g_signal_lookup("focus-out-event", GTK_TYPE_WIDGET), 0, focus_changed, NULL, NULL);
}
#endif
