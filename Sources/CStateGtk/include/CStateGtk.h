#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#ifndef CSTATEGTK_H
#define CSTATEGTK_H

#include <sys/types.h>
#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---------------------------------------------------------------------------------------------
 * SGContainer: the GtkContainer behind every StateView.
 *
 * GTK 3 has no container with O(1) insert-before, move and remove, nor one whose layout is
 * computed elsewhere (GtkFixed is a linked list walked on every call, GtkBox restyles its
 * siblings on every reorder). SGContainer keeps its children in an intrusive doubly linked list
 * (stacking and drawing order = list order) and asks a delegate (the Swift layout code) to
 * measure and allocate them.
 * ------------------------------------------------------------------------------------------- */

#define SG_TYPE_CONTAINER (sg_container_get_type())
G_DECLARE_FINAL_TYPE(SGContainer, sg_container, SG, CONTAINER, GtkContainer)

/* Measures the container along `orientation`; `for_size` is the other axis' size or -1. */
typedef void (*SGMeasureFunc)(SGContainer *container, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, gpointer user_data);
/* Allocates every child through sg_container_allocate_child(); width and height are the
 * container's own. */
typedef void (*SGAllocateFunc)(SGContainer *container, int width, int height, gpointer user_data);

GtkWidget *sg_container_new(void);

/* The delegate. Without one, every child fills the container. */
void sg_container_set_layout(SGContainer *container, SGMeasureFunc measure, SGAllocateFunc allocate,
                             gpointer user_data);

/* The delegate's user data, if its measure function is `measure`; else NULL (another delegate,
 * none, or not an SGContainer at all). */
gpointer sg_container_get_layout_data(SGContainer *container, SGMeasureFunc measure);

/* Says that the delegate's sizes depend on the other axis only through the children's (a stack,
 * say, unlike constraints): when every child has a constant size, so has the container, which
 * GTK then measures once instead of once per width or height. Off by default. */
void sg_container_set_sizes_follow_children(SGContainer *container, gboolean follow);

/* Forgets the delegate without queueing a resize: for the delegate's owner going away, possibly
 * off the main thread (it only clears three pointers). */
void sg_container_detach_layout(SGContainer *container);

/* Inserts `child` before `anchor` (a child of this container), or at the end when anchor is NULL.
 * GTK 3 appends the child's CSS node after its siblings' whatever the anchor (reordering CSS nodes
 * is private API), so `:first-child` and `:last-child` follow insertion order: insert a run of
 * children first to last. */
void sg_container_insert_before(SGContainer *container, GtkWidget *child, GtkWidget *anchor);
/* Moves `child` before `anchor`, or to the end when anchor is NULL. No CSS restyle, no new parent. */
void sg_container_move_before(SGContainer *container, GtkWidget *child, GtkWidget *anchor);
/* Removes every child, last first, so that no sibling is restyled once per removal. */
void sg_container_remove_all(SGContainer *container);

guint sg_container_get_n_children(SGContainer *container);
/* Children in order; the list is owned by the caller (g_list_free), its widgets are not. */
GList *sg_container_get_children_in_order(SGContainer *container);
GtkWidget *sg_container_get_first_child(SGContainer *container);
GtkWidget *sg_container_get_next_sibling(SGContainer *container, GtkWidget *child);

/* Gives `child` its frame, relative to the container's content box (inside CSS padding and
 * border). Call from the allocate delegate, which receives the content box's size. */
void sg_container_allocate_child(SGContainer *container, GtkWidget *child, int x, int y, int width,
                                 int height);

/* ---------------------------------------------------------------------------------------------
 * SGListContainer: the scrolling surface of a list view (StateGtk's ListView).
 *
 * GTK 3 has no list that creates widgets only for the rows on screen and hosts arbitrary widgets.
 * This GtkScrollable, placed straight in a GtkScrolledWindow, has its own GdkWindow the size of
 * the viewport and one child: the realised rows, which the delegate positions at their offset
 * minus the scroll position. The delegate sets the vertical adjustment's bounds (the height of
 * all rows) and hears about scrolling, keys and clicks. Its accessible role is a list.
 * ------------------------------------------------------------------------------------------- */

#define SG_TYPE_LIST_CONTAINER (sg_list_container_get_type())
G_DECLARE_FINAL_TYPE(SGListContainer, sg_list_container, SG, LIST_CONTAINER, GtkContainer)

typedef struct {
  /* Measures the list along `orientation` (`for_size` is -1). */
  void (*measure)(SGListContainer *list, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                  gpointer user_data);
  /* Allocates the content through sg_list_container_allocate_content(); the viewport's size. */
  void (*allocate)(SGListContainer *list, int width, int height, gpointer user_data);
  /* The vertical adjustment's value changed (an allocation is queued after it). */
  void (*scrolled)(SGListContainer *list, gpointer user_data);
  /* A key press on the focused list; TRUE when handled. */
  gboolean (*key_press)(SGListContainer *list, guint keyval, GdkModifierType state, gpointer user_data);
  /* A button press anywhere on the list, seen before the row's own widgets (GTK's capture
   * phase): `n_press` is 2 for a double click (a second press of the button within GtkSettings'
   * double-click time and distance), else 1;
   * `y` is in viewport coordinates, `on_control` is TRUE when the press is on a widget inside a
   * row that takes the focus or clicks itself (a button, an entry). The press goes on to it. */
  void (*press)(SGListContainer *list, int n_press, guint button, double y, GdkModifierType state,
                gboolean on_control, gpointer user_data);
  /* The Menu key or Shift+F10 on the focused list; TRUE when a menu opened. */
  gboolean (*popup_menu)(SGListContainer *list, gpointer user_data);
} SGListDelegate;

GtkWidget *sg_list_container_new(void);
/* The delegate is copied; `user_data` is passed back to every function. */
void sg_list_container_set_delegate(SGListContainer *list, const SGListDelegate *delegate, gpointer user_data);
/* Forgets the delegate without queueing anything (for the delegate's owner going away). */
void sg_list_container_detach_delegate(SGListContainer *list);
/* Replaces the one child (NULL: none). */
void sg_list_container_set_content(SGListContainer *list, GtkWidget *content);
/* Gives the content its frame in viewport coordinates (y is negative when scrolled into it); its
 * x is minus the horizontal adjustment's value. */
void sg_list_container_allocate_content(SGListContainer *list, int y, int width, int height);
/* The vertical adjustment, made when GTK has not given one yet. */
GtkAdjustment *sg_list_container_get_vadjustment(SGListContainer *list);
/* The cursor row's frame in viewport coordinates, where the focus ring goes (height 0: none). */
void sg_list_container_set_focus_row(SGListContainer *list, int y, int height);
/* Marks an SGContainer as row `position` (1-based) of `size` in a list, selected or not: its
 * accessible is then selectable, selected, and has the "posinset" and "setsize" attributes. */
void sg_list_row_set_accessible_state(GtkWidget *row, gboolean selected, int position, int size);
/* The accessible type of SGContainer (a GtkContainerAccessible that knows list rows). */
GType sg_container_accessible_get_type_public(void);

/* ---------------------------------------------------------------------------------------------
 * SGOverlay: StateGtk's Overlay.
 *
 * A GtkOverlay whose size request also covers the overlay children marked to be measured; GTK 3
 * requests its main child's size only.
 * ------------------------------------------------------------------------------------------- */

#define SG_TYPE_OVERLAY (sg_overlay_get_type())
G_DECLARE_FINAL_TYPE(SGOverlay, sg_overlay, SG, OVERLAY, GtkOverlay)

GtkWidget *sg_overlay_new(void);
/* Whether the overlay's request covers `child` (an overlay child) too. Off by default. */
void sg_overlay_set_measure(SGOverlay *overlay, GtkWidget *child, gboolean measure);
gboolean sg_overlay_get_measure(SGOverlay *overlay, GtkWidget *child);

/* ---------------------------------------------------------------------------------------------
 * SGLabel: StateGtk's Label.
 *
 * A GtkLabel that measures an ellipsized, unwrapped text from the layout it draws. GtkLabel 3.24
 * measures from copies of its layout, at full width and at width 0, for each orientation GTK
 * asks: three or four more Pango layouts of the whole text whenever it changes. Here the drawn
 * layout gives the full width when nothing is cut in it, and the ellipsis alone (the text at
 * width 0) comes from the first character. The answers are GtkLabel's to the pixel: the CSS box
 * added to them is checked against one of GtkLabel's own answers in each style before it is
 * used, and every other label (wrapped, rotated, with width-chars, max-width-chars or lines, or
 * not ellipsized, which GtkLabel measures from its own layout already) is GtkLabel's to measure.
 * One window is left: a size asked by hand after a style change that alters the CSS box only in
 * fractions of a pixel, before the frame that applies the style, uses the previous check; that
 * frame's style-updated starts a new one, and GTK measures the label again then.
 *
 * A wrapped, unrotated SGLabel also answers a width for a height (which GtkViewport asks of its
 * child, and GTK caches apart from the width) with its width, kept while its text, style,
 * width-chars and max-width-chars are unchanged: GtkLabel's width does not depend on the height,
 * but it lays the text out again for each such question. (GTK asks an unwrapped label, which has
 * a constant size, its width instead.)
 *
 * An SGLabel draws inside its allocation only: its clip is its allocation, where GtkLabel's adds
 * the ink of its layout, which for a text too wide for Pango's units (about two million pixels)
 * is garbage and spread it over its neighbours. StateGtk's Label gives it at most a bounded part
 * of its text (TextLimit), so its layout, measuring and drawing cost what is shown.
 * ------------------------------------------------------------------------------------------- */

#define SG_TYPE_LABEL (sg_label_get_type())
G_DECLARE_FINAL_TYPE(SGLabel, sg_label, SG, LABEL, GtkLabel)

/* A label showing `text` (NULL: none), as gtk_label_new. */
GtkWidget *sg_label_new(const char *text);
/* How many of the label's size requests GtkLabel answered (for tests). */
guint sg_label_get_fallback_count(SGLabel *label);

/* ---------------------------------------------------------------------------------------------
 * GSettings' keyfile backend (declared by GIO only under G_SETTINGS_ENABLE_BACKEND).
 * ------------------------------------------------------------------------------------------- */

/* g_keyfile_settings_backend_new: keys under `root_path` are stored in group `root_group` of the
 * key file `filename`, written on every change. */
GSettingsBackend *sg_keyfile_settings_backend_new(const char *filename, const char *root_path,
                                                  const char *root_group);

/* ---------------------------------------------------------------------------------------------
 * Tab through a GtkPaned's start side, then its end side (GTK 3 ordered them by allocations
 * that are relative to each side's own GdkWindow).
 * ------------------------------------------------------------------------------------------- */
void sg_paned_keep_reading_order(GtkPaned *paned);

/* ---------------------------------------------------------------------------------------------
 * A GtkComboBox's accessible has the focus while the toggle button inside it has (GTK 3.24 lost
 * that focus between the two). Once per process, after gtk_init.
 * ------------------------------------------------------------------------------------------- */
void sg_combo_box_focus_install(void);

G_END_DECLS

#endif
#endif
