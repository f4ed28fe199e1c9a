/**
 * When the shop is ready for shoppers (each worker's /readyz): the backend is up and every first worker listens.
 * The primary starts its workers one after another; a worker still starting (reading the catalogue for its
 * indexes, rendering its warm-up pages) takes the machine's cores from the one already serving, whose pages then
 * slow down many times over. A worker started later (after a crash) does not take readiness away: the
 * others serve meanwhile.
 */
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
