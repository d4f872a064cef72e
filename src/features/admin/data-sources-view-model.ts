import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DataSourceAnswer } from '@domain/data-sources';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';

export const DATA_SOURCES_LOAD_FAILED = 'Failed to load the data sources. Please try again.';

/** The admins' "Data sources" panel: each music service that is on, what it gives, its calls. */
@injectable()
export class DataSourcesViewModel {
  status: 'loading' | 'error' | 'ready' = 'loading';
  services: readonly DataSourceAnswer[] = [];
  private requestNumber = 0;

  constructor(@inject(AdminGateway) private readonly admin: AdminGateway) {
    makeAutoObservable<DataSourcesViewModel, 'admin' | 'requestNumber'>(
      this,
      { admin: false, requestNumber: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    const result = await this.admin.dataSources();
    runInAction(() => {
      if (request !== this.requestNumber) return;
      if (result.ok) this.services = result.value.services;
      this.status = result.ok ? 'ready' : 'error';
    });
  }
}
