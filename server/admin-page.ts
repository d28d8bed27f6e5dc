/**
 * The demo host's page (`/__admin/`): the server's state, the SMS outbox (the login codes a demo
 * shows), the error reports the app and browsers sent (docs/contract.md section 9), and the
 * controls: reset, faults, the clock, sessions. Its script is a file of its own
 * (`/__admin/admin.js`), so a strict CSP in front of the server lets it run.
 */
export const ADMIN_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>一窗受理网关 · 演示控制台</title>
<style>
body{font:16px/1.6 system-ui,"Noto Sans CJK SC",sans-serif;margin:0;padding:16px;max-width:720px;color:#1f2329;background:#f5f6f8}
h1{font-size:22px;margin:0 0 12px}h2{font-size:18px;margin:20px 0 8px}
section{background:#fff;border-radius:8px;padding:12px 16px;margin-bottom:12px}
button{font:inherit;padding:8px 14px;margin:4px 8px 4px 0;border:1px solid #1677ff;background:#fff;color:#1677ff;border-radius:6px;min-height:44px}
button.primary{background:#1677ff;color:#fff}input{font:inherit;padding:8px;border:1px solid #8a8f99;border-radius:6px;width:100%;box-sizing:border-box}
label{display:block;margin:8px 0 4px}table{border-collapse:collapse;width:100%;table-layout:fixed}td,th{border-bottom:1px solid #e5e6eb;padding:6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}th[scope=row]{width:7em}
#msg{min-height:1.6em;color:#0b6b2b}#msg.error{color:#c40000}
</style>
</head>
<body>
<main>
<h1>一窗受理网关 · 演示控制台</h1>
<section>
<label for="token">管理口令（服务器启动时打印）</label>
<input id="token" autocomplete="off" spellcheck="false">
<button id="save" class="primary" type="button">使用此口令</button>
<p id="msg" role="status" aria-live="polite"></p>
</section>
<section aria-labelledby="h-state"><h2 id="h-state">服务器状态</h2><div id="state">输入口令后显示</div></section>
<section aria-labelledby="h-sms"><h2 id="h-sms">短信发件箱（演示用验证码）</h2><div id="sms">—</div></section>
<section aria-labelledby="h-notice-sms"><h2 id="h-notice-sms">短信发件箱（服务通知）</h2><div id="notice-sms">—</div></section>
<section aria-labelledby="h-subscribe"><h2 id="h-subscribe">订阅消息（微信内）</h2><div id="subscribe">—</div></section>
<section aria-labelledby="h-errors"><h2 id="h-errors">错误报告（最新 20 条）</h2><div id="errors">—</div></section>
<section aria-labelledby="h-call"><h2 id="h-call">窗口叫号</h2>
<label for="call-hall">大厅编号</label><input id="call-hall" value="H1201010" autocomplete="off">
<label for="call-queue">队列</label><input id="call-queue" value="B" autocomplete="off">
<button type="button" id="call-next" class="primary">叫下一位</button>
<p id="call-result" role="status" aria-live="polite"></p>
</section>
<section aria-labelledby="h-ctl"><h2 id="h-ctl">控制</h2>
<button type="button" data-api="advanceClock" data-args="[300000]">时钟前进 5 分钟</button>
<button type="button" data-api="advanceClock" data-args="[3600000]">时钟前进 1 小时</button>
<button type="button" data-api="setFaults" data-args='[{"latency":3000}]'>每个应答慢 3 秒</button>
<button type="button" data-api="setFaults" data-args='[{"error":0.3}]'>三成请求 500</button>
<button type="button" data-api="clearFaults" data-args="[]">关闭故障</button>
<button type="button" data-api="expireSessions" data-args="[]" data-confirm="让所有人的登录过期？">全部登录过期</button>
<button type="button" data-api="reset" data-args="[]" data-confirm="清空所有数据，回到初始演示数据？">重置全部数据</button>
</section>
</main>
<script src="admin.js"></script>
</body>
</html>`;

export const ADMIN_SCRIPT = `(function(){
var $=function(id){return document.getElementById(id)};
var token=sessionStorage.getItem('ow-admin-token')||'';$('token').value=token;
function say(t,err){$('msg').textContent=t;$('msg').className=err?'error':''}
function call(method,path,body){return fetch(path,{method:method,headers:{'Authorization':'Bearer '+token,'Content-Type':'application/json'},body:body?JSON.stringify(body):undefined}).then(function(r){return r.json().then(function(j){if(!r.ok||j.code!==200)throw new Error(j.message||('HTTP '+r.status));return j.data})})}
function esc(s){return String(s).replace(/[&<>"']/g,function(c){return '&#'+c.charCodeAt(0)+';'})}
function refresh(){if(!token)return;call('GET','status').then(function(s){
$('state').innerHTML='<table><tbody>'+[['数据库',s.engine],['数据目录',s.dataDir],['在线连接',s.sockets],['在线工作人员',(s.staffOnline||[]).join('、')||'无'],['故障',JSON.stringify(s.faults)],['模拟时钟',new Date(s.now).toLocaleString('zh-CN')],['运行',Math.round(s.uptimeS)+' 秒']].map(function(r){return '<tr><th scope="row">'+esc(r[0])+'</th><td>'+esc(r[1])+'</td></tr>'}).join('')+'</tbody></table>';
$('sms').innerHTML=(s.sms||[]).length?'<table><thead><tr><th scope="col">手机号</th><th scope="col">验证码</th><th scope="col">发送时间</th></tr></thead><tbody>'+s.sms.map(function(m){return '<tr><td>'+esc(m.mobile)+'</td><td><strong>'+esc(m.code)+'</strong></td><td>'+esc(new Date(m.sentAt).toLocaleTimeString('zh-CN'))+'</td></tr>'}).join('')+'</tbody></table>':'暂无短信';
$('notice-sms').innerHTML=(s.noticeSms||[]).length?'<table><thead><tr><th scope="col">手机号</th><th scope="col">短信</th><th scope="col">发送时间</th></tr></thead><tbody>'+s.noticeSms.map(function(m){return '<tr><td>'+esc(m.mobile)+'</td><td>'+esc(m.text)+'</td><td>'+esc(new Date(m.sentAt).toLocaleString('zh-CN'))+'</td></tr>'}).join('')+'</tbody></table>':'暂无服务通知短信';
$('subscribe').innerHTML=(s.subscribeMessages||[]).length?'<table><thead><tr><th scope="col">openId</th><th scope="col">消息</th><th scope="col">页面</th><th scope="col">发送时间</th></tr></thead><tbody>'+s.subscribeMessages.map(function(m){return '<tr><td>'+esc(m.openId)+'</td><td>'+esc(m.title+'：'+m.body)+'</td><td>'+esc(m.page)+'</td><td>'+esc(new Date(m.sentAt).toLocaleString('zh-CN'))+'</td></tr>'}).join('')+'</tbody></table>':'暂无订阅消息';
}).catch(function(e){say('读取状态失败：'+e.message,true)});
call('POST','api/errorReports',{args:[]}).then(function(rows){rows=(rows||[]).slice(-20).reverse();
$('errors').innerHTML=rows.length?'<table><thead><tr><th scope="col">时间</th><th scope="col">类型</th><th scope="col">页面</th><th scope="col">信息</th></tr></thead><tbody>'+rows.map(function(r){return '<tr><td>'+esc(new Date(r.receivedAt).toLocaleTimeString('zh-CN'))+'</td><td>'+esc(r.kind)+(r.count>1?' ×'+esc(r.count):'')+'</td><td>'+esc(r.route)+(r.trail&&r.trail.length?'<br><small>'+esc(r.trail.join(' → '))+'</small>':'')+'</td><td>'+esc(r.message)+(r.source?'<br><small>'+esc(r.source)+'</small>':'')+(r.stack?'<details><summary>调用栈</summary><pre style="white-space:pre-wrap;font-size:12px">'+esc(r.stack)+'</pre></details>':'')+'<br><small>'+esc((r.via==='browser'?'浏览器上报':'应用上报')+(r.buildId?' · 版本 '+r.buildId:''))+'</small></td></tr>'}).join('')+'</tbody></table>':'暂无错误报告';
}).catch(function(){$('errors').textContent='读取错误报告失败'})}
$('save').addEventListener('click',function(){token=$('token').value.trim();sessionStorage.setItem('ow-admin-token',token);say('已保存口令');refresh()});
document.querySelectorAll('button[data-api]').forEach(function(b){b.addEventListener('click',function(){
if(b.dataset.confirm&&!confirm(b.dataset.confirm))return;
call('POST','api/'+b.dataset.api,{args:JSON.parse(b.dataset.args)}).then(function(){say('已完成：'+b.textContent);refresh()}).catch(function(e){say('失败：'+e.message,true)})})});
$('call-next').addEventListener('click',function(){
call('POST','api/queue.callNext',{args:[$('call-hall').value.trim(),$('call-queue').value.trim()]}).then(function(r){
$('call-result').textContent=r?('已叫 '+r.called+'号'+(r.window?' → '+r.window:'')):'暂无等候的号码，或大厅未在办公时间';
}).catch(function(e){$('call-result').textContent='叫号失败：'+e.message})});
refresh();setInterval(refresh,5000);
})();`;
