/** Ready once the backend is up and every first worker listens: a worker still starting takes the cores from one
 * already serving. A worker started later (after a crash) does not take readiness away; the others serve. */
export class StartupReadiness {
  private listening = 0;
  private started = false;

  constructor(private readonly firstWorkers: number) {}

  /** A worker began to listen. */
  workerListening(): void {
    this.listening += 1;
    if (this.listening >= this.firstWorkers) this.started = true;
  }

  ready(backendUp: boolean): boolean {
    return this.started && backendUp;
  }
}
