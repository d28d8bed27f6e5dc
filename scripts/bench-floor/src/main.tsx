// The floor of issue 14: the bare stack (React 19, the router, one antd-mobile page), a copy of
// ../shared/tools/floor-app, built by scripts/bench-home.mjs with this repo's Vite to compare #/home with.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { Button, List, NavBar } from 'antd-mobile';

const items = ['Inbox', 'Tasks', 'Calendar', 'Contacts', 'Settings'];

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <NavBar back={null}>Baseline</NavBar>
      <List header="Sections">
        {items.map((name, i) => (
          <List.Item key={name} description={`Item number ${i + 1}`} onClick={() => navigate(`/item/${i}`)}>
            {name}
          </List.Item>
        ))}
      </List>
      <div style={{ padding: 12 }}>
        <Button block color="primary" size="large" onClick={() => navigate('/item/0')}>
          Open first item
        </Button>
      </div>
    </>
  );
}

function Item() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <NavBar onBack={() => navigate(-1)}>{items[Number(id)] ?? 'Unknown'}</NavBar>
      <p style={{ padding: 12 }}>Detail page for item {id}.</p>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/item/:id" element={<Item />} />
      </Routes>
    </HashRouter>
  </StrictMode>,
);
