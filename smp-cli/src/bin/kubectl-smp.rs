//! The same tool as a kubectl plugin: on `PATH` as `kubectl-smp`, it runs as `kubectl smp`.
fn main() -> std::process::ExitCode {
    smp_cli::run()
}
