#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
#include <string.h>
/* The scrolling surface of a list view: a GtkScrollable with its own GdkWindow, the size of the
 * viewport, holding one child (the realised rows) that the Swift delegate positions at the rows'
 * offset minus the scroll position. Only the realised rows exist; the adjustment's upper bound is
 * the height of all rows, which the delegate sets. */

struct _SGListContainer {
  GtkContainer parent_instance;
  GtkWidget *content;
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint hscroll_policy : 1;
  guint vscroll_policy : 1;
  SGListDelegate delegate;
  gpointer user_data;
  int focus_y;      /* the cursor row's frame, for the focus ring; focus_height 0: none */
  int focus_height;
  GtkGesture *press; /* capture phase, any button: selection and activation before the rows */
  /* The last press, for double clicks: GDK's own double-click events never reach a gesture. */
  guint32 last_time;
  double last_x, last_y;
  guint last_button;
  int last_count;
};

enum { PROP_0, PROP_HADJUSTMENT, PROP_VADJUSTMENT, PROP_HSCROLL_POLICY, PROP_VSCROLL_POLICY };

G_DEFINE_TYPE_WITH_CODE(SGListContainer, sg_list_container, GTK_TYPE_CONTAINER,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, NULL))

GtkWidget *sg_list_container_new(void) { return g_object_new(SG_TYPE_LIST_CONTAINER, NULL); }

void sg_list_container_set_delegate(SGListContainer *self, const SGListDelegate *delegate, gpointer user_data) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  self->delegate = *delegate;
  self->user_data = user_data;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sg_list_container_detach_delegate(SGListContainer *self) {
  memset(&self->delegate, 0, sizeof self->delegate);
  self->user_data = NULL;
}

static void value_changed(GtkAdjustment *adjustment, SGListContainer *self) {
  (void)adjustment;
  if (self->delegate.scrolled) self->delegate.scrolled(self, self->user_data);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void set_adjustment(SGListContainer *self, GtkAdjustment **slot, GtkAdjustment *adjustment) {
  if (adjustment && *slot == adjustment) return;
  if (*slot) {
    g_signal_handlers_disconnect_by_func(*slot, value_changed, self);
    g_object_unref(*slot);
  }
  if (adjustment == NULL) adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink(adjustment);
  g_signal_connect(adjustment, "value-changed", G_CALLBACK(value_changed), self);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void sg_list_container_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
  SGListContainer *self = SG_LIST_CONTAINER(object);
  switch (id) {
    case PROP_HADJUSTMENT: set_adjustment(self, &self->hadjustment, g_value_get_object(value)); break;
    case PROP_VADJUSTMENT: set_adjustment(self, &self->vadjustment, g_value_get_object(value)); break;
    case PROP_HSCROLL_POLICY: self->hscroll_policy = g_value_get_enum(value); break;
    case PROP_VSCROLL_POLICY: self->vscroll_policy = g_value_get_enum(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

static void sg_list_container_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
  SGListContainer *self = SG_LIST_CONTAINER(object);
  switch (id) {
    case PROP_HADJUSTMENT: g_value_set_object(value, self->hadjustment); break;
    case PROP_VADJUSTMENT: g_value_set_object(value, self->vadjustment); break;
    case PROP_HSCROLL_POLICY: g_value_set_enum(value, self->hscroll_policy); break;
    case PROP_VSCROLL_POLICY: g_value_set_enum(value, self->vscroll_policy); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

GtkAdjustment *sg_list_container_get_vadjustment(SGListContainer *self) {
  g_return_val_if_fail(SG_IS_LIST_CONTAINER(self), NULL);
  if (self->vadjustment == NULL) set_adjustment(self, &self->vadjustment, NULL);
  return self->vadjustment;
}

void sg_list_container_set_content(SGListContainer *self, GtkWidget *content) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->content == content) return;
  if (self->content) gtk_container_remove(GTK_CONTAINER(self), self->content);
  if (content) gtk_container_add(GTK_CONTAINER(self), content);
}

void sg_list_container_allocate_content(SGListContainer *self, int y, int width, int height) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->content == NULL || !gtk_widget_get_visible(self->content)) return;
  /* Children of a widget with its own window are placed in that window's coordinates. */
  int x = self->hadjustment ? -(int)(gtk_adjustment_get_value(self->hadjustment) + 0.5) : 0;
  GtkAllocation frame = {x, y, MAX(width, 1), MAX(height, 1)};
  gtk_widget_size_allocate(self->content, &frame);
}

void sg_list_container_set_focus_row(SGListContainer *self, int y, int height) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->focus_y == y && self->focus_height == height) return;
  self->focus_y = y;
  self->focus_height = height;
  if (gtk_widget_has_focus(GTK_WIDGET(self))) gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void sg_list_container_add(GtkContainer *container, GtkWidget *widget) {
  SGListContainer *self = SG_LIST_CONTAINER(container);
  g_return_if_fail(self->content == NULL);
  self->content = widget;
  gtk_widget_set_parent(widget, GTK_WIDGET(self));
}

static void sg_list_container_remove(GtkContainer *container, GtkWidget *widget) {
  SGListContainer *self = SG_LIST_CONTAINER(container);
  g_return_if_fail(self->content == widget);
  self->content = NULL;
  gtk_widget_unparent(widget);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

static void sg_list_container_forall(GtkContainer *container, gboolean include_internals, GtkCallback callback,
                                     gpointer data) {
  (void)include_internals;
  SGListContainer *self = SG_LIST_CONTAINER(container);
  if (self->content) callback(self->content, data);
}

static void measure(SGListContainer *self, GtkOrientation orientation, int for_size, int *minimum, int *natural) {
  int min = 0, nat = 0;
  if (self->delegate.measure) self->delegate.measure(self, orientation, for_size, &min, &nat, self->user_data);
  if (minimum) *minimum = MAX(min, 0);
  if (natural) *natural = MAX(nat, min);
}

static void sg_list_container_get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
  measure(SG_LIST_CONTAINER(widget), GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void sg_list_container_get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
  measure(SG_LIST_CONTAINER(widget), GTK_ORIENTATION_VERTICAL, -1, minimum, natural);
}

static void sg_list_container_realize(GtkWidget *widget) {
  GtkAllocation allocation;
  gtk_widget_get_allocation(widget, &allocation);
  gtk_widget_set_realized(widget, TRUE);
  GdkWindowAttr attributes = {0};
  attributes.window_type = GDK_WINDOW_CHILD;
  attributes.x = allocation.x;
  attributes.y = allocation.y;
  attributes.width = allocation.width;
  attributes.height = allocation.height;
  attributes.wclass = GDK_INPUT_OUTPUT;
  attributes.visual = gtk_widget_get_visual(widget);
  attributes.event_mask = gtk_widget_get_events(widget) | GDK_EXPOSURE_MASK | GDK_SCROLL_MASK |
                          GDK_SMOOTH_SCROLL_MASK | GDK_TOUCH_MASK | GDK_BUTTON_PRESS_MASK |
                          GDK_BUTTON_RELEASE_MASK;
  GdkWindow *window = gdk_window_new(gtk_widget_get_parent_window(widget), &attributes,
                                     GDK_WA_X | GDK_WA_Y | GDK_WA_VISUAL);
  gtk_widget_set_window(widget, window);
  gtk_widget_register_window(widget, window);
}

static void sg_list_container_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  gtk_widget_set_allocation(widget, allocation);
  if (gtk_widget_get_realized(widget)) {
    gdk_window_move_resize(gtk_widget_get_window(widget), allocation->x, allocation->y, allocation->width,
                           allocation->height);
  }
  /* A delegate configures the horizontal adjustment itself (its rows may be wider than the
   * viewport); without one the content is as wide as the viewport. */
  if (self->hadjustment && !self->delegate.allocate) {
    gtk_adjustment_configure(self->hadjustment, 0, 0, allocation->width, allocation->width * 0.1,
                             allocation->width * 0.9, allocation->width);
  }
  if (self->delegate.allocate) {
    self->delegate.allocate(self, allocation->width, allocation->height, self->user_data);
  } else if (self->content && gtk_widget_get_visible(self->content)) {
    int min = 0, nat = 0; /* GTK requires a measure before an allocation */
    gtk_widget_get_preferred_height_for_width(self->content, allocation->width, &min, &nat);
    sg_list_container_allocate_content(self, 0, allocation->width, nat);
  }
}

static gboolean sg_list_container_draw(GtkWidget *widget, cairo_t *cr) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  GtkStyleContext *context = gtk_widget_get_style_context(widget);
  int width = gtk_widget_get_allocated_width(widget);
  int height = gtk_widget_get_allocated_height(widget);
  if (gtk_cairo_should_draw_window(cr, gtk_widget_get_window(widget))) {
    gtk_render_background(context, cr, 0, 0, width, height);
  }
  GTK_WIDGET_CLASS(sg_list_container_parent_class)->draw(widget, cr);
  if (gtk_widget_has_visible_focus(widget) && self->focus_height > 0) {
    gtk_render_focus(context, cr, 1, self->focus_y + 1, width - 2, self->focus_height - 2);
  }
  return FALSE;
}

static gboolean sg_list_container_key_press(GtkWidget *widget, GdkEventKey *event) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  if (self->delegate.key_press && self->delegate.key_press(self, event->keyval, event->state, self->user_data)) {
    return TRUE;
  }
  return GTK_WIDGET_CLASS(sg_list_container_parent_class)->key_press_event(widget, event);
}

/* Whether `target` (a widget inside the list) or one of its ancestors below the list is a
 * control of a row: something that takes the focus or handles its own clicks. */
static gboolean is_row_control(SGListContainer *self, GtkWidget *target) {
  for (GtkWidget *widget = target; widget && widget != GTK_WIDGET(self); widget = gtk_widget_get_parent(widget)) {
    if (gtk_widget_get_can_focus(widget) || GTK_IS_BUTTON(widget) || GTK_IS_EDITABLE(widget)) return TRUE;
  }
  return FALSE;
}

/* Every press on the list, on its way to the row under it (a gesture in GTK's capture phase):
 * the list decides the selection before the row's own widgets, which then get the press as
 * well. A second press of the same button within GtkSettings' double-click time and distance is
 * a double click. (The gesture's own press count is lost whenever a row's handler takes a press,
 * which cancels the gesture.) */
static void pressed(GtkGestureMultiPress *gesture, int n_press, double x, double y, SGListContainer *self) {
  (void)n_press;
  GtkGestureSingle *single = GTK_GESTURE_SINGLE(gesture);
  const GdkEvent *event = gtk_gesture_get_last_event(GTK_GESTURE(gesture), gtk_gesture_single_get_current_sequence(single));
  GdkModifierType state = 0;
  GtkWidget *target = NULL;
  guint32 time = 0;
  if (event) {
    gdk_event_get_state(event, &state);
    target = gtk_get_event_widget((GdkEvent *)event);
    time = gdk_event_get_time(event);
  }
  guint button = gtk_gesture_single_get_current_button(single);
  int double_click_time = 400, double_click_distance = 5;
  g_object_get(gtk_widget_get_settings(GTK_WIDGET(self)), "gtk-double-click-time", &double_click_time,
               "gtk-double-click-distance", &double_click_distance, NULL);
  gboolean is_double = self->last_count == 1 && button == self->last_button && time >= self->last_time &&
                       time - self->last_time <= (guint32)double_click_time &&
                       ABS(x - self->last_x) <= double_click_distance && ABS(y - self->last_y) <= double_click_distance;
  self->last_count = is_double ? 2 : 1;
  self->last_time = time;
  self->last_x = x;
  self->last_y = y;
  self->last_button = button;
  gboolean on_control = target != NULL && is_row_control(self, target);
  /* The list takes the focus unless the press is a control's, which takes it itself. */
  if (!on_control && button == GDK_BUTTON_PRIMARY && !gtk_widget_has_focus(GTK_WIDGET(self))) {
    gtk_widget_grab_focus(GTK_WIDGET(self));
  }
  if (self->delegate.press) self->delegate.press(self, self->last_count, button, y, state, on_control, self->user_data);
}

static gboolean sg_list_container_popup_menu(GtkWidget *widget) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  return self->delegate.popup_menu && self->delegate.popup_menu(self, self->user_data);
}

static void sg_list_container_dispose(GObject *object) {
  SGListContainer *self = SG_LIST_CONTAINER(object);
  sg_list_container_detach_delegate(self);
  g_clear_object(&self->press);
  if (self->hadjustment) {
    g_signal_handlers_disconnect_by_func(self->hadjustment, value_changed, self);
    g_clear_object(&self->hadjustment);
  }
  if (self->vadjustment) {
    g_signal_handlers_disconnect_by_func(self->vadjustment, value_changed, self);
    g_clear_object(&self->vadjustment);
  }
  G_OBJECT_CLASS(sg_list_container_parent_class)->dispose(object);
}

static GType sg_list_container_child_type(GtkContainer *container) {
  return SG_LIST_CONTAINER(container)->content ? G_TYPE_NONE : GTK_TYPE_WIDGET;
}

static void sg_list_container_class_init(SGListContainerClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
  object_class->set_property = sg_list_container_set_property;
  object_class->get_property = sg_list_container_get_property;
  object_class->dispose = sg_list_container_dispose;
  widget_class->get_preferred_width = sg_list_container_get_preferred_width;
  widget_class->get_preferred_height = sg_list_container_get_preferred_height;
  widget_class->realize = sg_list_container_realize;
  widget_class->size_allocate = sg_list_container_size_allocate;
  widget_class->draw = sg_list_container_draw;
  widget_class->key_press_event = sg_list_container_key_press;
  widget_class->popup_menu = sg_list_container_popup_menu;
  container_class->add = sg_list_container_add;
  container_class->remove = sg_list_container_remove;
  container_class->forall = sg_list_container_forall;
  container_class->child_type = sg_list_container_child_type;
  g_object_class_override_property(object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property(object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property(object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property(object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
  gtk_widget_class_set_css_name(widget_class, "list");
  /* A list to assistive technologies, whose children are its rows. */
  gtk_widget_class_set_accessible_role(widget_class, ATK_ROLE_LIST);
}

static void sg_list_container_init(SGListContainer *self) {
  gtk_widget_set_has_window(GTK_WIDGET(self), TRUE);
  gtk_widget_set_can_focus(GTK_WIDGET(self), TRUE);
  gtk_widget_set_redraw_on_allocate(GTK_WIDGET(self), FALSE);
  self->press = gtk_gesture_multi_press_new(GTK_WIDGET(self));
  gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->press), 0);
  gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->press), GTK_PHASE_CAPTURE);
  g_signal_connect(self->press, "pressed", G_CALLBACK(pressed), self);
}
#endif
