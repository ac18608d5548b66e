// toolkit: both
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
