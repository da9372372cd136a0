// Origin: zjin-lcf/HeCBench, src/vanGenuchten-cuda/main.cu (kernel) and reference.h (constants), commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changes: none to kernel code; the constants alpha, theta_S, theta_R and n are copied from reference.h (host and device read them; they are const double, so usable in device code).

const double alpha   = 0.02;
const double theta_S = 0.45;
const double theta_R = 0.1;
const double n       = 1.8;

__global__ 
void vanGenuchten(
  const double *__restrict__ Ksat,
  const double *__restrict__ psi,
        double *__restrict__ C,
        double *__restrict__ theta,
        double *__restrict__ K,
  const int size)
{
  double Se, _theta, _psi, lambda, m, t;

  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < size)
  {
    lambda = n - 1.0;
    m = lambda/n;

    // Compute the volumetric moisture content [eqn 21]
    _psi = psi[i] * 100.0;
    if ( _psi < 0.0 )
      _theta = (theta_S - theta_R) / pow(1.0 + pow((alpha * (-_psi)), n), m) + theta_R;
    else
      _theta = theta_S;

    theta[i] = _theta;

    // Compute the effective saturation [eqn 2]
    Se = (_theta - theta_R) / (theta_S - theta_R);

    // Compute the hydraulic conductivity [eqn 8]
    t = 1.0 - pow(1.0 - pow(Se, 1.0 / m), m);
    K[i] = Ksat[i] * sqrt(Se) * t * t;

    // Compute the specific moisture storage derivative of eqn (21).
    // So we have to calculate C = d(theta)/dh. Then the unit is converted into [1/m].
    if (_psi < 0.0)
      C[i] = 100.0 * alpha * n * (1.0 /n - 1.0) * pow(alpha * fabs(_psi), n - 1.0)
        * (theta_R - theta_S) * pow(pow(alpha * fabs(_psi), n) + 1.0, 1.0 / n - 2.0);
    else
      C[i] = 0.0;
  }
}
