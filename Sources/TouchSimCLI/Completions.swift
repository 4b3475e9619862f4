import TouchSimCore
import TouchSimReader

/// `touchsim completions bash|zsh|fish`: shell completion scripts, written from one table of the
/// commands and their options; `touchsim completions ids FILE` lists the ids the scripts offer
/// after `--set` and after `why FILE` (docs/format.md §4.16).
enum Completions {
    /// A command and the options it takes.
    struct Command {
        var name: String
        var options: [String]
    }

    /// Every command with its options, as `Invocation` parses them.
    static let commands = [
        Command(
            name: "replay", options: ["--format", "--explain", "--set", "--expect", "--sample-rate", "--help"]),
        Command(
            name: "test",
            options: [
                "--update", "--force", "--allow-empty", "--jobs", "--shard", "--junit", "--set", "--help",
            ]),
        Command(name: "expand", options: ["--sample-rate", "--help"]),
        Command(name: "render", options: ["--output", "--set", "--help"]),
        Command(name: "why", options: ["--set", "--help"]),
        Command(name: "import", options: ["--output", "--ios", "--dump", "--scene", "--list-scenes", "--help"]),
        Command(name: "new", options: ["--output", "--help"]),
        Command(name: "fix", options: ["--want", "--max-changes", "--format", "--jobs", "--explain-probes", "--help"]),
        Command(name: "help", options: []),
        Command(name: "completions", options: []),
        Command(name: "schema", options: ["--help"]),
    ]

    /// Options whose value is a file the shell's own file completion should offer.
    static let fileOptions = ["-o", "--output", "--expect", "--junit"]

    /// The script for `shell`, nil for a shell it has none for.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash
        case "zsh": return zsh
        case "fish": return fish
        default: return nil
        }
    }

    /// The ids of the views and recognizers `scene` declares, in tree order, one per line.
    static func ids(of scene: SceneSpec) -> String {
        var ids: [String] = []
        func walk(_ view: ViewSpec) {
            ids.append(view.id)
            ids += view.gestureRecognizers.map(\.id)
            view.subviews.forEach(walk)
        }
        for window in scene.windows { walk(window.view) }
        return ids.map { $0 + "\n" }.joined()
    }

    private static var names: String { commands.map(\.name).joined(separator: " ") }

    private static var bash: String {
        let cases = commands.filter { !$0.options.isEmpty }.map {
            "        \($0.name)) options=\"\($0.options.joined(separator: " "))\" ;;"
        }.joined(separator: "\n")
        return """
            # bash completion for touchsim; from `touchsim completions bash`.
            _touchsim() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(names) --help --version" -- "$cur"))
                    return
                fi
                local command=${COMP_WORDS[1]} file="" word
                for word in "${COMP_WORDS[@]:2:COMP_CWORD-2}"; do
                    case $word in *.json) file=$word; break ;; esac
                done
                case $prev in
                    --set)
                        [ -n "$file" ] && COMPREPLY=($(compgen -S . -W "$(touchsim completions ids "$file" 2>/dev/null)" -- "$cur"))
                        compopt -o nospace 2>/dev/null
                        return ;;
                    --format) COMPREPLY=($(compgen -W "text jsonl chrome-trace" -- "$cur")); return ;;
                    \(fileOptions.joined(separator: "|"))) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                    --jobs|--shard|--max-changes|--sample-rate|--ios|--want|--dump|--scene) return ;;
                esac
                if [ "$command" = why ] && [ -n "$file" ] && [ "$prev" = "$file" ]; then
                    COMPREPLY=($(compgen -W "$(touchsim completions ids "$file" 2>/dev/null)" -- "$cur"))
                    return
                fi
                if [ "$command" = completions ]; then
                    COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
                    return
                fi
                if [ "$command" = import ] && [ "$COMP_CWORD" -eq 2 ]; then
                    COMPREPLY=($(compgen -W "recursive-description storyboard" -- "$cur"))
                    return
                fi
                local options=""
                case $command in
            \(cases)
                esac
                case $cur in
                    -*) COMPREPLY=($(compgen -W "$options" -- "$cur")) ;;
                    *) COMPREPLY=($(compgen -f -- "$cur")) ;;
                esac
            }
            complete -o filenames -F _touchsim touchsim

            """
    }

    private static var zsh: String {
        let cases = commands.filter { !$0.options.isEmpty }.map {
            "      \($0.name)) compadd -- \($0.options.joined(separator: " ")) ;;"
        }.joined(separator: "\n")
        return """
            #compdef touchsim
            # zsh completion for touchsim; from `touchsim completions zsh`. Put it in a folder of
            # $fpath as _touchsim, or source it.
            _touchsim() {
              if (( CURRENT == 2 )); then
                compadd -- \(names) --help --version
                return
              fi
              local file=${${(M)words[3,CURRENT-1]:#*.json}[1]}
              case ${words[CURRENT-1]} in
                --set)
                  [[ -n $file ]] && compadd -S . -- ${(f)"$(touchsim completions ids $file 2>/dev/null)"}
                  return ;;
                --format) compadd -- text jsonl chrome-trace; return ;;
                \(fileOptions.joined(separator: "|"))) _files; return ;;
                --jobs|--shard|--max-changes|--sample-rate|--ios|--want|--dump|--scene) return ;;
              esac
              if [[ ${words[2]} == why && -n $file && ${words[CURRENT-1]} == $file ]]; then
                compadd -- ${(f)"$(touchsim completions ids $file 2>/dev/null)"}
                return
              fi
              if [[ ${words[2]} == completions ]]; then
                compadd -- bash zsh fish
                return
              fi
              if [[ ${words[2]} == import ]] && (( CURRENT == 3 )); then
                compadd -- recursive-description storyboard
                return
              fi
              if [[ $PREFIX == -* ]]; then
                case ${words[2]} in
            \(cases)
                esac
              else
                _files
              fi
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
              _touchsim "$@"
            else
              compdef _touchsim touchsim
            fi

            """
    }

    private static var fish: String {
        let options = commands.flatMap { command in
            command.options.map { option in
                let name = option.dropFirst(2)
                let value: String
                switch option {
                case "--format" where command.name == "replay": value = " -x -a 'text jsonl chrome-trace'"
                case "--format": value = " -x -a 'text jsonl'"
                case "--set": value = " -x -a '(__touchsim_ids).'"
                case _ where fileOptions.contains(option): value = " -r -F"
                case "--jobs", "--shard", "--max-changes", "--sample-rate", "--ios", "--want", "--dump", "--scene":
                    value = " -x"
                default: value = ""
                }
                return "complete -c touchsim -n '__fish_seen_subcommand_from \(command.name)' -l \(name)\(value)"
            }
        }.joined(separator: "\n")
        return """
            # fish completion for touchsim; from `touchsim completions fish`.
            function __touchsim_ids
                set -l file (commandline -opc | string match -r '.*\\.json$')[1]
                test -n "$file"; and touchsim completions ids $file 2>/dev/null
            end
            function __touchsim_after_why_file
                set -l words (commandline -opc)
                test (count $words) -ge 3; and test $words[2] = why; and string match -q -r '\\.json$' -- $words[-1]
            end
            complete -c touchsim -n __fish_use_subcommand -x -a '\(names)'
            complete -c touchsim -n __fish_use_subcommand -l help
            complete -c touchsim -n __fish_use_subcommand -l version
            complete -c touchsim -n '__fish_seen_subcommand_from completions' -x -a 'bash zsh fish'
            complete -c touchsim -n __touchsim_after_why_file -x -a '(__touchsim_ids)'
            complete -c touchsim -n '__fish_seen_subcommand_from import; and not __fish_seen_subcommand_from recursive-description storyboard' -x -a 'recursive-description storyboard'
            complete -c touchsim -n '__fish_seen_subcommand_from render import new' -s o -r -F
            \(options)

            """
    }
}
