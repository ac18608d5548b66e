#if GTK3
import StateGtk
// snippet: todo-app
final class TodoController: StateViewController {
    override func viewDidLoad() {
        title = "To do"
        rootView = TodoView(parentViewController: self)
    }
}

@main @MainActor struct TodoApp {
    static func main() { Application.run(id: "org.example.Todo") { TodoController() } }
}
// end snippet
#else
import Foundation

@main
enum GTK3Only {
    static func main() {
        print("Todo: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
        exit(1)
    }
}
#endif
