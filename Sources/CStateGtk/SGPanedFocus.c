#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
/* GtkContainer orders Tab's children by the centres of their allocations, but a GtkPaned's sides
 * have GdkWindows of their own, to which their allocations are relative: both start at 0, and
 * the narrower side came first whatever its place. Tab goes through the start side, then the end
 * side (Shift+Tab the other way round), as they read in either direction of text; the arrow keys
 * are left to GTK. The logic is GtkContainer's own focus move, over that order. */
static gboolean focus_in_order(GtkWidget *widget, GtkDirectionType direction, gpointer unused) {
  (void)unused;
  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD) return FALSE;
  GtkPaned *paned = GTK_PANED(widget);
  GtkWidget *sides[2] = {gtk_paned_get_child1(paned), gtk_paned_get_child2(paned)};
  if (direction == GTK_DIR_TAB_BACKWARD) {
    GtkWidget *first = sides[0];
    sides[0] = sides[1];
    sides[1] = first;
  }
  GtkWidget *focus_side = gtk_container_get_focus_child(GTK_CONTAINER(widget));
  for (int index = 0; index < 2; index++) {
    GtkWidget *side = sides[index];
    if (side == NULL) continue;
    if (focus_side != NULL) {
      /* Sides before the one holding the focus are behind it. */
      if (side != focus_side) continue;
      focus_side = NULL;
    } else if (!gtk_widget_is_drawable(side)) {
      continue;
    }
    if (gtk_widget_child_focus(side, direction)) return TRUE;
  }
  /* The focus leaves the paned: GtkPaned's own handler would try its sides again. */
  g_signal_stop_emission_by_name(widget, "focus");
  return FALSE;
}

void sg_paned_keep_reading_order(GtkPaned *paned) {
  g_signal_connect(paned, "focus", G_CALLBACK(focus_in_order), NULL);
}
#endif
