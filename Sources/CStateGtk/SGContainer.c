#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
typedef struct _SGChild SGChild;
struct _SGChild {
  GtkWidget *widget;
  SGChild *prev;
  SGChild *next;
};

struct _SGContainer {
  GtkContainer parent_instance;
  SGChild *first;
  SGChild *last;
  guint n_children;
  SGMeasureFunc measure;
  SGAllocateFunc allocate;
  gpointer user_data;
  gboolean sizes_follow_children;
  GtkBorder insets; /* CSS padding + border, as of the last allocation */
};

/* CSS padding and border shrink the area children are laid out in, like a GtkBox's. */
static GtkBorder content_insets(GtkWidget *widget) {
  GtkStyleContext *context = gtk_widget_get_style_context(widget);
  GtkStateFlags state = gtk_widget_get_state_flags(widget);
  GtkBorder padding, border;
  gtk_style_context_get_padding(context, state, &padding);
  gtk_style_context_get_border(context, state, &border);
  GtkBorder insets = {padding.left + border.left, padding.right + border.right,
                      padding.top + border.top, padding.bottom + border.bottom};
  return insets;
}

G_DEFINE_TYPE(SGContainer, sg_container, GTK_TYPE_CONTAINER)

/* A widget has one parent at a time, so one quark maps any widget to its record in O(1). */
static GQuark child_quark;

static SGChild *record_of(SGContainer *self, GtkWidget *widget) {
  if (widget == NULL || gtk_widget_get_parent(widget) != GTK_WIDGET(self)) return NULL;
  return g_object_get_qdata(G_OBJECT(widget), child_quark);
}

static void unlink_record(SGContainer *self, SGChild *child) {
  if (child->prev) child->prev->next = child->next; else self->first = child->next;
  if (child->next) child->next->prev = child->prev; else self->last = child->prev;
  child->prev = child->next = NULL;
}

static void link_record_before(SGContainer *self, SGChild *child, SGChild *anchor) {
  if (anchor == NULL) {
    child->prev = self->last;
    child->next = NULL;
    if (self->last) self->last->next = child; else self->first = child;
    self->last = child;
  } else {
    child->next = anchor;
    child->prev = anchor->prev;
    if (anchor->prev) anchor->prev->next = child; else self->first = child;
    anchor->prev = child;
  }
}

GtkWidget *sg_container_new(void) { return g_object_new(SG_TYPE_CONTAINER, NULL); }

void sg_container_set_layout(SGContainer *self, SGMeasureFunc measure, SGAllocateFunc allocate,
                             gpointer user_data) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  self->measure = measure;
  self->allocate = allocate;
  self->user_data = user_data;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

gpointer sg_container_get_layout_data(SGContainer *self, SGMeasureFunc measure) {
  if (!SG_IS_CONTAINER(self) || self->measure != measure) return NULL;
  return self->user_data;
}

void sg_container_set_sizes_follow_children(SGContainer *self, gboolean follow) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  if (self->sizes_follow_children == !!follow) return;
  self->sizes_follow_children = !!follow;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sg_container_detach_layout(SGContainer *self) {
  self->measure = NULL;
  self->allocate = NULL;
  self->user_data = NULL;
}

void sg_container_insert_before(SGContainer *self, GtkWidget *widget, GtkWidget *anchor) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  g_return_if_fail(GTK_IS_WIDGET(widget));
  g_return_if_fail(gtk_widget_get_parent(widget) == NULL);
  SGChild *anchor_record = record_of(self, anchor);
  if (anchor != NULL && anchor_record == NULL) {
    g_warning("sg_container_insert_before: the anchor is not a child of this container; appending");
  }
  SGChild *child = g_slice_new0(SGChild);
  child->widget = widget;
  link_record_before(self, child, anchor_record);
  self->n_children++;
  g_object_set_qdata(G_OBJECT(widget), child_quark, child);
  gtk_widget_set_parent(widget, GTK_WIDGET(self));
}

void sg_container_move_before(SGContainer *self, GtkWidget *widget, GtkWidget *anchor) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  SGChild *child = record_of(self, widget);
  g_return_if_fail(child != NULL);
  SGChild *anchor_record = record_of(self, anchor);
  if (anchor != NULL && anchor_record == NULL) {
    g_warning("sg_container_move_before: the anchor is not a child of this container; moving to the end");
  }
  if (child == anchor_record || child->next == anchor_record) return; /* already there */
  unlink_record(self, child);
  link_record_before(self, child, anchor_record);
  /* Only positions and stacking change: re-allocate, never re-measure. */
  if (gtk_widget_get_visible(widget)) {
    gtk_widget_queue_allocate(GTK_WIDGET(self));
    gtk_widget_queue_draw(GTK_WIDGET(self));
  }
}

static void sg_container_add(GtkContainer *container, GtkWidget *widget) {
  sg_container_insert_before(SG_CONTAINER(container), widget, NULL);
}

static void sg_container_remove(GtkContainer *container, GtkWidget *widget) {
  SGContainer *self = SG_CONTAINER(container);
  SGChild *child = record_of(self, widget);
  g_return_if_fail(child != NULL);
  gboolean was_visible = gtk_widget_get_visible(widget);
  unlink_record(self, child);
  self->n_children--;
  g_object_set_qdata(G_OBJECT(widget), child_quark, NULL);
  g_slice_free(SGChild, child);
  gtk_widget_unparent(widget); /* drops the container's reference: may finalize the widget */
  if (was_visible) gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sg_container_remove_all(SGContainer *self) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  while (self->last) sg_container_remove(GTK_CONTAINER(self), self->last->widget);
}

static void sg_container_forall(GtkContainer *container, gboolean include_internals,
                                GtkCallback callback, gpointer data) {
  (void)include_internals;
  SGChild *child = SG_CONTAINER(container)->first;
  while (child) {
    SGChild *next = child->next; /* the callback may remove `child` (destroy does) */
    callback(child->widget, data);
    child = next;
  }
}

static GType sg_container_child_type(GtkContainer *container) {
  (void)container;
  return GTK_TYPE_WIDGET;
}

guint sg_container_get_n_children(SGContainer *self) {
  g_return_val_if_fail(SG_IS_CONTAINER(self), 0);
  return self->n_children;
}

GList *sg_container_get_children_in_order(SGContainer *self) {
  g_return_val_if_fail(SG_IS_CONTAINER(self), NULL);
  GList *list = NULL;
  for (SGChild *child = self->last; child; child = child->prev) list = g_list_prepend(list, child->widget);
  return list;
}

GtkWidget *sg_container_get_first_child(SGContainer *self) {
  g_return_val_if_fail(SG_IS_CONTAINER(self), NULL);
  return self->first ? self->first->widget : NULL;
}

GtkWidget *sg_container_get_next_sibling(SGContainer *self, GtkWidget *widget) {
  SGChild *child = record_of(self, widget);
  return (child && child->next) ? child->next->widget : NULL;
}

/* Without a delegate every visible child fills the container, like GtkBin. */
static void measure_fill(SGContainer *self, GtkOrientation orientation, int for_size, int *minimum,
                         int *natural) {
  *minimum = *natural = 0;
  for (SGChild *child = self->first; child; child = child->next) {
    if (!gtk_widget_get_visible(child->widget)) continue;
    int child_min = 0, child_nat = 0;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
      if (for_size < 0) gtk_widget_get_preferred_width(child->widget, &child_min, &child_nat);
      else gtk_widget_get_preferred_width_for_height(child->widget, for_size, &child_min, &child_nat);
    } else {
      if (for_size < 0) gtk_widget_get_preferred_height(child->widget, &child_min, &child_nat);
      else gtk_widget_get_preferred_height_for_width(child->widget, for_size, &child_min, &child_nat);
    }
    *minimum = MAX(*minimum, child_min);
    *natural = MAX(*natural, child_nat);
  }
}

static void measure(SGContainer *self, GtkOrientation orientation, int for_size, int *minimum,
                    int *natural) {
  GtkBorder insets = content_insets(GTK_WIDGET(self));
  int along = orientation == GTK_ORIENTATION_HORIZONTAL ? insets.left + insets.right : insets.top + insets.bottom;
  int across = orientation == GTK_ORIENTATION_HORIZONTAL ? insets.top + insets.bottom : insets.left + insets.right;
  if (for_size >= 0) for_size = MAX(for_size - across, 0);
  int min = 0, nat = 0;
  if (self->measure) self->measure(self, orientation, for_size, &min, &nat, self->user_data);
  else measure_fill(self, orientation, for_size, &min, &nat);
  *minimum = MAX(min, 0) + along;
  *natural = MAX(nat, min) + along;
}

static void sg_container_get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
  measure(SG_CONTAINER(widget), GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void sg_container_get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
  measure(SG_CONTAINER(widget), GTK_ORIENTATION_VERTICAL, -1, minimum, natural);
}

static void sg_container_get_preferred_height_for_width(GtkWidget *widget, int width, int *minimum,
                                                        int *natural) {
  measure(SG_CONTAINER(widget), GTK_ORIENTATION_VERTICAL, width, minimum, natural);
}

static void sg_container_get_preferred_width_for_height(GtkWidget *widget, int height, int *minimum,
                                                        int *natural) {
  measure(SG_CONTAINER(widget), GTK_ORIENTATION_HORIZONTAL, height, minimum, natural);
}

/* Like GtkContainer's (and so GtkBox's): constant when every visible child is, unless the
 * delegate makes a height depend on the width by itself (constraints can). GTK then answers a
 * list's size queries from one cached size instead of measuring every row again for each width
 * or height it tries while allocating. */
static GtkSizeRequestMode sg_container_get_request_mode(GtkWidget *widget) {
  SGContainer *self = SG_CONTAINER(widget);
  if (self->measure && !self->sizes_follow_children) return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
  int height_for_width = 0, width_for_height = 0;
  for (SGChild *child = self->first; child; child = child->next) {
    if (!gtk_widget_get_visible(child->widget)) continue;
    /* A size query first: GTK forgets a widget's cached request mode only when it next measures
     * it, so a label that has just started wrapping would still read as constant-size (a GtkBox
     * row keeps one line's height then). The query is cached, and the measure that follows
     * needs it anyway. */
    int natural = 0;
    gtk_widget_get_preferred_width(child->widget, NULL, &natural);
    switch (gtk_widget_get_request_mode(child->widget)) {
      case GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH: height_for_width++; break;
      case GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT: width_for_height++; break;
      default: break;
    }
  }
  if (height_for_width == 0 && width_for_height == 0) return GTK_SIZE_REQUEST_CONSTANT_SIZE;
  return width_for_height > height_for_width ? GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT : GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

void sg_container_allocate_child(SGContainer *self, GtkWidget *child, int x, int y, int width,
                                 int height) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  if (!gtk_widget_get_visible(child)) return;
  GtkAllocation own;
  gtk_widget_get_allocation(GTK_WIDGET(self), &own);
  GtkAllocation frame = {own.x + self->insets.left + x, own.y + self->insets.top + y, MAX(width, 1),
                         MAX(height, 1)};
  gtk_widget_size_allocate(child, &frame);
}

static void sg_container_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
  SGContainer *self = SG_CONTAINER(widget);
  gtk_widget_set_allocation(widget, allocation);
  self->insets = content_insets(widget);
  int width = MAX(allocation->width - self->insets.left - self->insets.right, 0);
  int height = MAX(allocation->height - self->insets.top - self->insets.bottom, 0);
  if (self->allocate) {
    self->allocate(self, width, height, self->user_data);
  } else {
    for (SGChild *child = self->first; child; child = child->next) {
      if (!gtk_widget_get_visible(child->widget)) continue;
      int min = 0, nat = 0; /* GTK requires a measure before an allocation */
      gtk_widget_get_preferred_height_for_width(child->widget, width, &min, &nat);
      sg_container_allocate_child(self, child->widget, 0, 0, width, height);
    }
  }
  /* Children may draw outside their frames (shadows, focus rings): clip to all of them. */
  GdkRectangle clip = *allocation;
  for (SGChild *child = self->first; child; child = child->next) {
    if (!gtk_widget_get_visible(child->widget)) continue;
    GtkAllocation child_clip;
    gtk_widget_get_clip(child->widget, &child_clip);
    gdk_rectangle_union(&clip, &child_clip, &clip);
  }
  gtk_widget_set_clip(widget, &clip);
}

static gboolean sg_container_draw(GtkWidget *widget, cairo_t *cr) {
  /* A StateView can be styled (background, border) like any box. */
  GtkStyleContext *context = gtk_widget_get_style_context(widget);
  int width = gtk_widget_get_allocated_width(widget);
  int height = gtk_widget_get_allocated_height(widget);
  gtk_render_background(context, cr, 0, 0, width, height);
  gtk_render_frame(context, cr, 0, 0, width, height);
  return GTK_WIDGET_CLASS(sg_container_parent_class)->draw(widget, cr);
}

static void sg_container_class_init(SGContainerClass *klass) {
  child_quark = g_quark_from_static_string("stategtk-container-child");
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
  widget_class->get_request_mode = sg_container_get_request_mode;
  widget_class->get_preferred_width = sg_container_get_preferred_width;
  widget_class->get_preferred_height = sg_container_get_preferred_height;
  widget_class->get_preferred_height_for_width = sg_container_get_preferred_height_for_width;
  widget_class->get_preferred_width_for_height = sg_container_get_preferred_width_for_height;
  widget_class->size_allocate = sg_container_size_allocate;
  widget_class->draw = sg_container_draw;
  container_class->add = sg_container_add;
  container_class->remove = sg_container_remove;
  container_class->forall = sg_container_forall;
  container_class->child_type = sg_container_child_type;
  gtk_container_class_handle_border_width(container_class);
  gtk_widget_class_set_css_name(widget_class, "stateview");
  gtk_widget_class_set_accessible_type(widget_class, sg_container_accessible_get_type_public());
}

static void sg_container_init(SGContainer *self) {
  gtk_widget_set_has_window(GTK_WIDGET(self), FALSE);
}
#endif
