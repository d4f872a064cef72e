// The floor of the first-load budget: the smallest app that uses each library of the fixed stack
// the way Chartpulse does (a data router, an injected MobX store, an observer view, an axios call).
// Like the app, it leaves reflect-metadata to inversify, which imports its `lite` build: importing
// the full polyfill here would add about 1.5 KB brotli that the app never ships, and loosen the floor.
import axios from 'axios';
import { Container, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router-dom';

@injectable()
class Counter {
  count = 0;

  constructor() {
    makeAutoObservable(this);
  }

  increment(): void {
    this.count += 1;
  }
}

const container = new Container();
container.bind(Counter).toSelf().inSingletonScope();
const api = axios.create({ baseURL: '/api', withCredentials: true });

const Home = observer(function Home() {
  const counter = container.get(Counter);
  return (
    <button type="button" onClick={() => void api.get('/ping').finally(counter.increment)}>
      {counter.count}
    </button>
  );
});

function Item() {
  return <p>{useParams().id}</p>;
}

function Shell() {
  return (
    <main>
      <Link to="/item/1">Item</Link>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      { path: 'item/:id', element: <Item /> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
