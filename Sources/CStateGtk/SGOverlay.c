#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
/* A GtkOverlay that also measures the overlay children marked to be measured: GTK 3's own
 * request is its main child's alone (GTK 4 has gtk_overlay_set_measure_overlay). */
struct _SGOverlay {
  GtkOverlay parent_instance;
};

G_DEFINE_TYPE(SGOverlay, sg_overlay, GTK_TYPE_OVERLAY)

static const char *const measure_key = "sg-overlay-measure";

typedef void (*SizeFunc)(GtkWidget *widget, int *minimum, int *natural);
typedef void (*SizeForFunc)(GtkWidget *widget, int for_size, int *minimum, int *natural);

/* Widens `minimum` and `natural` to every measured overlay child's request along `orientation`
 * (for `for_size` on the other axis, or -1). */
static void include_measured(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural) {
  GtkWidget *main_child = gtk_bin_get_child(GTK_BIN(widget));
  GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
  for (GList *node = children; node != NULL; node = node->next) {
    GtkWidget *child = node->data;
    if (child == main_child || !gtk_widget_get_visible(child) || !g_object_get_data(G_OBJECT(child), measure_key)) continue;
    int child_min = 0, child_nat = 0;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
      if (for_size < 0) gtk_widget_get_preferred_width(child, &child_min, &child_nat);
      else gtk_widget_get_preferred_width_for_height(child, for_size, &child_min, &child_nat);
    } else {
      if (for_size < 0) gtk_widget_get_preferred_height(child, &child_min, &child_nat);
      else gtk_widget_get_preferred_height_for_width(child, for_size, &child_min, &child_nat);
    }
    *minimum = MAX(*minimum, child_min);
    *natural = MAX(*natural, child_nat);
  }
  g_list_free(children);
}

static void sg_overlay_get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
  GTK_WIDGET_CLASS(sg_overlay_parent_class)->get_preferred_width(widget, minimum, natural);
  include_measured(widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void sg_overlay_get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
  GTK_WIDGET_CLASS(sg_overlay_parent_class)->get_preferred_height(widget, minimum, natural);
  include_measured(widget, GTK_ORIENTATION_VERTICAL, -1, minimum, natural);
}

static void sg_overlay_get_preferred_width_for_height(GtkWidget *widget, int height, int *minimum, int *natural) {
  GTK_WIDGET_CLASS(sg_overlay_parent_class)->get_preferred_width_for_height(widget, height, minimum, natural);
  include_measured(widget, GTK_ORIENTATION_HORIZONTAL, height, minimum, natural);
}

static void sg_overlay_get_preferred_height_for_width(GtkWidget *widget, int width, int *minimum, int *natural) {
  GTK_WIDGET_CLASS(sg_overlay_parent_class)->get_preferred_height_for_width(widget, width, minimum, natural);
  include_measured(widget, GTK_ORIENTATION_VERTICAL, width, minimum, natural);
}

static void sg_overlay_class_init(SGOverlayClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_preferred_width = sg_overlay_get_preferred_width;
  widget_class->get_preferred_height = sg_overlay_get_preferred_height;
  widget_class->get_preferred_width_for_height = sg_overlay_get_preferred_width_for_height;
  widget_class->get_preferred_height_for_width = sg_overlay_get_preferred_height_for_width;
}

static void sg_overlay_init(SGOverlay *overlay) {}

GtkWidget *sg_overlay_new(void) { return g_object_new(SG_TYPE_OVERLAY, NULL); }

void sg_overlay_set_measure(SGOverlay *overlay, GtkWidget *child, gboolean measure) {
  if (sg_overlay_get_measure(overlay, child) == !!measure) return;
  g_object_set_data(G_OBJECT(child), measure_key, GINT_TO_POINTER(!!measure));
  gtk_widget_queue_resize(GTK_WIDGET(overlay));
}

gboolean sg_overlay_get_measure(SGOverlay *overlay, GtkWidget *child) {
  (void)overlay;
  return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(child), measure_key)) != 0;
}
#endif
