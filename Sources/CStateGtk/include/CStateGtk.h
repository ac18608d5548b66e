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

G_END_DECLS

#endif
