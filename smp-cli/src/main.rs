fn main() -> std::process::ExitCode {
    smp_cli::run()
}
