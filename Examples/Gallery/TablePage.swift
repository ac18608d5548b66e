import StateGtk

/// A system monitor's process table: 10,000 rows in five columns that sort when their header is
/// clicked and resize when its edge is dragged; a double click or Enter shows the process.
final class TablePage: StateView {
    struct Process: Equatable {
        let pid: Int
        let name: String
        let user: String
        let cpu: Double
        let memory: Int
    }

    static let processes: [Process] = (0..<10_000).map { index in
        let names = ["swift-frontend", "gnome-shell", "firefox", "Xorg", "pipewire", "nautilus", "evolution", "systemd"]
        return Process(
            pid: 1_000 + index * 7, name: "\(names[index % names.count])-\(index)", user: ["root", "ada", "grace"][index % 3],
            cpu: Double((index * 37) % 1_000) / 10, memory: (index * 7_919) % 900_000 + 4_000)
    }

    private static let sort = StateField<TableSort>("sort")
    private static let selected = StateField<Set<Int>>("selected")
    private static let shown = StateField<Int>("shown")
    private let caption = Label()
    /// The processes in the latest sort: sorted again only when the sort changes.
    private var sorted: (sort: TableSort, processes: [Process])?

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 8)
        margins = EdgeInsets(all: 12)
    }

    override func render() {
        let sort = state[Self.sort] ?? TableSort(column: "cpu", ascending: false)
        let selected = state[Self.selected] ?? []
        place(TableView.self, key: "processes")
            .columns([
                TableColumn("name", title: tr("Process Name"), width: 220, minimumWidth: 80),
                TableColumn("pid", title: tr("ID"), width: 80, alignment: .trailing),
                TableColumn("user", title: tr("User"), width: 100),
                TableColumn("cpu", title: tr("% CPU"), width: 80, alignment: .trailing),
                TableColumn("memory", title: tr("Memory"), width: 110, alignment: .trailing),
            ])
            .sort(sort) { [weak self] sort in self?.state[Self.sort] = sort }
            .items(processes(sortedBy: sort), key: { $0.pid }) { process, cells in
                cells.text(process.name, in: "name")
                cells.text("\(process.pid)", in: "pid")
                cells.text(process.user, in: "user")
                cells.text(String(format: "%.1f", process.cpu), in: "cpu")
                cells.text("\(process.memory / 1_000) MB", in: "memory")
            }
            .rowHeight(.fixed(28))
            .selection(.multiple, selected: selected) { [weak self] pids in self?.state[Self.selected] = pids }
            .onActivate { [weak self] pid in self?.state[Self.shown] = pid }
            .typeAhead { $0.name }
            .accessibleName(tr("Processes"))
            .expanding()
        caption.xAlign = 0
        caption.text = state[Self.shown].map { tr("Opened process \($0).") }
            ?? tr("\(selected.count) selected. Click a header to sort, drag its edge to resize, double-click a row to open it.")
        place(caption, key: "caption")
    }

    private func processes(sortedBy sort: TableSort) -> [Process] {
        if let sorted, sorted.sort == sort { return sorted.processes }
        let processes = Self.processes.sorted(by: Self.order(sort))
        sorted = (sort, processes)
        return processes
    }

    /// The app sorts its own items: the table only shows the sort.
    static func order(_ sort: TableSort) -> (Process, Process) -> Bool {
        func less(_ a: Process, _ b: Process) -> Bool {
            switch sort.column {
            case "pid": a.pid < b.pid
            case "user": (a.user, a.pid) < (b.user, b.pid)
            case "cpu": (a.cpu, a.pid) < (b.cpu, b.pid)
            case "memory": (a.memory, a.pid) < (b.memory, b.pid)
            default: (a.name, a.pid) < (b.name, b.pid)
            }
        }
        return sort.isAscending ? less : { less($1, $0) }
    }
}
