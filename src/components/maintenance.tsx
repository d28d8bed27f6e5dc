import picture from '../assets/maintenance.svg';

/** Full-width maintenance picture, switched on by VITE_MAINTENANCE. */
export function Maintenance() {
  return (
    <main style={{ minHeight: '100vh', background: '#fff' }}>
      <img src={picture} alt="系统维护中，请稍后访问" style={{ display: 'block', width: '100%', height: 'auto' }} />
    </main>
  );
}
